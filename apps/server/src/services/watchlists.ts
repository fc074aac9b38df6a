import {
  WATCHLIST_LIMITS,
  WATCHLIST_MESSAGES,
  type Watchlist,
  type WatchlistCreateBody,
  type WatchlistList,
  type WatchlistPatchBody,
} from '@stratblocks/contracts';
import { isUniqueViolation } from '../db/errors';
import type { WatchlistRecord, WatchlistRepository } from '../db/watchlists';
import { AppError } from '../errors';
import type { Clock } from '../infra/clock';
import type { MarketDataService } from '../market-data/service';

function watchlistId(text: string): number {
  if (!/^[1-9]\d{0,14}$/.test(text)) throw new AppError(404, WATCHLIST_MESSAGES.notFound);
  return Number(text);
}

function toWatchlist(record: WatchlistRecord): Watchlist {
  return {
    id: record.id,
    name: record.name,
    symbols: record.symbols,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

/**
 * A user's watchlists: at most 50, each a name unique to its owner (whatever the case) and 1 to 50
 * symbols of one asset class that the user can run, kept in their canonical form.
 */
export class WatchlistService {
  constructor(
    private readonly watchlists: WatchlistRepository,
    private readonly marketData: Pick<MarketDataService, 'findSymbol' | 'unknownSymbolMessage'>,
    private readonly clock: Clock,
  ) {}

  async list(userId: number): Promise<WatchlistList> {
    const records = await this.watchlists.listByUser(userId);
    return { items: records.map(toWatchlist), limit: WATCHLIST_LIMITS.perUser };
  }

  async create(userId: number, body: WatchlistCreateBody): Promise<Watchlist> {
    const existing = await this.watchlists.listByUser(userId);
    if (existing.length >= WATCHLIST_LIMITS.perUser) throw new AppError(422, WATCHLIST_MESSAGES.tooMany);
    this.refuseTakenName(existing, body.name, null);
    const symbols = await this.checkedSymbols(userId, body.symbols);
    const record = await this.withUniqueName(body.name, () =>
      this.watchlists.create(userId, body.name, symbols, this.clock.now().toISOString()),
    );
    return toWatchlist(record);
  }

  async update(userId: number, idText: string, body: WatchlistPatchBody): Promise<Watchlist> {
    const id = watchlistId(idText);
    const current = await this.watchlists.findForUser(id, userId);
    if (!current) throw new AppError(404, WATCHLIST_MESSAGES.notFound);
    if (body.name !== undefined)
      this.refuseTakenName(await this.watchlists.listByUser(userId), body.name, id);
    const symbols = body.symbols === undefined ? undefined : await this.checkedSymbols(userId, body.symbols);
    const name = body.name ?? current.name;
    const updated = await this.withUniqueName(name, () =>
      this.watchlists.update(
        id,
        userId,
        { ...(body.name !== undefined && { name }), ...(symbols && { symbols }) },
        this.clock.now().toISOString(),
      ),
    );
    if (!updated) throw new AppError(404, WATCHLIST_MESSAGES.notFound);
    return toWatchlist(updated);
  }

  async remove(userId: number, idText: string): Promise<void> {
    if (!(await this.watchlists.delete(watchlistId(idText), userId))) {
      throw new AppError(404, WATCHLIST_MESSAGES.notFound);
    }
  }

  private refuseTakenName(existing: WatchlistRecord[], name: string, exceptId: number | null): void {
    const taken = existing.find((list) => list.id !== exceptId && sameName(list.name, name));
    if (taken) throw new AppError(409, WATCHLIST_MESSAGES.nameTaken(taken.name));
  }

  /** A write whose name a concurrent write took meanwhile answers the same 409. */
  private async withUniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, WATCHLIST_MESSAGES.nameTaken(name));
      throw error;
    }
  }

  /** Each symbol once, in its canonical form; all known and of the first one's asset class. */
  private async checkedSymbols(userId: number, symbols: string[]): Promise<string[]> {
    const kept: string[] = [];
    let assetClass: string | null = null;
    let first = '';
    for (const text of symbols) {
      const info = await this.marketData.findSymbol(text, userId);
      if (!info) throw new AppError(422, this.marketData.unknownSymbolMessage(text));
      if (assetClass === null) {
        assetClass = info.assetClass;
        first = info.symbol;
      } else if (info.assetClass !== assetClass) {
        throw new AppError(
          422,
          `${info.symbol} is ${info.assetClass} but ${first} is ${assetClass}: a watchlist holds symbols of one asset class`,
        );
      }
      if (!kept.includes(info.symbol)) kept.push(info.symbol);
    }
    return kept;
  }
}
