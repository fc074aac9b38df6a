import type { BacktestRunner } from '../../backtests/pool';
import type { Repositories } from '../../db/repositories';
import type { CheckScheduler } from '../../infra/check-scheduler';
import type { Clock } from '../../infra/clock';
import type { Mailer } from '../../infra/mail';
import type { WebhookSender } from '../../infra/webhook-sender';
import type { MarketDataService } from '../../market-data/service';
import type { ServiceLog } from '../../infra/log';
import type { AlertRecord } from '../../db/watches';
import { DeliveryService } from '../notifications/deliveries';
import { TestAlertSender } from '../notifications/test-alert';
import { WATCH_CHECK_SLOTS, WatchChecker } from './watch-checker';

/** How often a process that sends alerts looks for deliveries due again (retries). */
const DELIVERY_POLL_MS = 15_000;

export interface WatchRuntimeDeps {
  repositories: Repositories;
  marketData: MarketDataService;
  /** This process's worker threads, or null when it runs no checks (an API-only process). */
  runner: BacktestRunner | null;
  mailer: Mailer;
  webhooks: WebhookSender;
  scheduler: CheckScheduler;
  clock: Clock;
  log: ServiceLog;
  /** The site's origin (PUBLIC_ORIGIN): alert emails link to the strategy there. */
  publicOrigin: string;
}

/**
 * What runs watches in a process: the scheduler, the checks (where this process runs them) and
 * the deliveries of their alerts, retried while the process lives.
 */
export class WatchRuntime {
  readonly checker: WatchChecker | null;
  readonly deliveries: DeliveryService;
  readonly testAlerts: TestAlertSender;
  private pump: NodeJS.Timeout | null = null;

  constructor(private readonly deps: WatchRuntimeDeps) {
    this.checker = deps.runner
      ? new WatchChecker({
          repositories: deps.repositories,
          marketData: deps.marketData,
          runner: deps.runner,
          clock: deps.clock,
          log: deps.log,
        })
      : null;
    this.deliveries = new DeliveryService({
      notifications: deps.repositories.notifications,
      mailer: deps.mailer,
      webhooks: deps.webhooks,
      clock: deps.clock,
      log: deps.log,
      publicOrigin: deps.publicOrigin,
    });
    this.testAlerts = new TestAlertSender({
      repositories: deps.repositories,
      mailer: deps.mailer,
      webhooks: deps.webhooks,
      clock: deps.clock,
      log: deps.log,
      publicOrigin: deps.publicOrigin,
    });
  }

  async start(): Promise<void> {
    await this.deps.scheduler.start(WATCH_CHECK_SLOTS, (slot) => this.runSlot(slot));
    if (this.checker) {
      this.pump = setInterval(() => {
        void this.deliveries.deliverDue().catch((error: unknown) => {
          this.deps.log.error({ err: error }, 'alert deliveries failed');
        });
      }, DELIVERY_POLL_MS);
      this.pump.unref();
    }
  }

  /** A slot's checks, then the deliveries of their alerts. */
  async runSlot(slot: string): Promise<void> {
    if (!this.checker) return;
    await this.checker.runSlot(slot);
    await this.deliveries.deliverDue();
  }

  /**
   * Checks a watch now (a new watch's first check, or "Check now"; its errors are recorded on the
   * watch) and sends the alerts it made; answers them.
   */
  async checkNow(watchId: number): Promise<AlertRecord[]> {
    if (!this.checker) return [];
    const alerts = await this.checker.checkNow(watchId);
    await this.deliveries.deliverDue();
    return alerts;
  }

  async close(): Promise<void> {
    if (this.pump) clearInterval(this.pump);
    await this.deps.scheduler.close();
  }
}
