import type { Kysely } from 'kysely';
import { KyselyContactMessageRepository, type ContactMessageRepository } from './contact-messages';
import { KyselyCounterRepository, type CounterRepository } from './counters';
import { KyselyEmailCodeRepository, type EmailCodeRepository } from './email-codes';
import { KyselyMarketCacheRepository, type MarketCacheRepository } from './market-cache';
import { KyselyMarketUploadRepository, type MarketUploadRepository } from './market-uploads';
import type { Database } from './schema';
import { KyselyStrategyRepository, type StrategyRepository } from './strategies';
import {
  KyselyStrategyResearchRepository,
  KyselyStrategyShareRepository,
  type StrategyResearchRepository,
  type StrategyShareRepository,
} from './strategy-shares';
import { KyselyUserRepository, type UserRepository } from './users';
import { KyselyNotificationRepository, type NotificationRepository } from './notifications';
import { KyselyWatchRepository, type WatchRepository } from './watches';
import { KyselyWatchlistRepository, type WatchlistRepository } from './watchlists';

/** Every repository the services use, behind interfaces. */
export interface Repositories {
  users: UserRepository;
  strategies: StrategyRepository;
  emailCodes: EmailCodeRepository;
  counters: CounterRepository;
  contactMessages: ContactMessageRepository;
  marketCache: MarketCacheRepository;
  marketUploads: MarketUploadRepository;
  strategyShares: StrategyShareRepository;
  strategyResearch: StrategyResearchRepository;
  watches: WatchRepository;
  watchlists: WatchlistRepository;
  notifications: NotificationRepository;
}

/** The Kysely implementations, one query code for SQLite and PostgreSQL. */
export function createRepositories(db: Kysely<Database>): Repositories {
  return {
    users: new KyselyUserRepository(db),
    strategies: new KyselyStrategyRepository(db),
    emailCodes: new KyselyEmailCodeRepository(db),
    counters: new KyselyCounterRepository(db),
    contactMessages: new KyselyContactMessageRepository(db),
    marketCache: new KyselyMarketCacheRepository(db),
    marketUploads: new KyselyMarketUploadRepository(db),
    strategyShares: new KyselyStrategyShareRepository(db),
    strategyResearch: new KyselyStrategyResearchRepository(db),
    watches: new KyselyWatchRepository(db),
    watchlists: new KyselyWatchlistRepository(db),
    notifications: new KyselyNotificationRepository(db),
  };
}
