import { CronExpressionParser } from 'cron-parser';
import type { Clock } from './clock';

/** A repeating time at which checks run: a name and a cron pattern in UTC. */
export interface ScheduleSlot {
  name: string;
  /** minute hour day-of-month month day-of-week, in UTC. */
  pattern: string;
}

/** Runs the work of a slot (a repeated or missed run finds nothing new to do: it is idempotent). */
export type SlotRunner = (slot: string) => Promise<void>;

/**
 * When checks run. Every adapter calls the runner at each due time of each slot, in one process
 * of all that share the schedule, and once per slot when it starts (the runner itself skips a
 * slot whose latest due time already ran, so a run missed while the server was down runs then).
 */
export interface CheckScheduler {
  start(slots: readonly ScheduleSlot[], run: SlotRunner): Promise<void>;
  close(): Promise<void>;
}

/** The latest due time of a pattern at or before `now`. */
export function latestDue(pattern: string, now: Date): Date {
  return CronExpressionParser.parse(pattern, { currentDate: new Date(now.getTime() + 1), tz: 'UTC' })
    .prev()
    .toDate();
}

/**
 * The last next due time computed per pattern, and from when: every time from then until it has
 * the same next due time. Each watch a list shows says its next check, and parsing the pattern
 * each time cost a list of 20 watches milliseconds of the event loop.
 */
const nextDueOf = new Map<string, { from: number; next: number }>();

/** The next due time of a pattern after `now`. */
export function nextDue(pattern: string, now: Date): Date {
  const time = now.getTime();
  const known = nextDueOf.get(pattern);
  if (known && known.from <= time && time < known.next) return new Date(known.next);
  const next = CronExpressionParser.parse(pattern, { currentDate: now, tz: 'UTC' }).next().toDate();
  nextDueOf.set(pattern, { from: time, next: next.getTime() });
  return next;
}

/**
 * The embedded scheduler: in this process, on the app's clock. It looks at the clock every
 * `pollMs` (30 s) and runs each slot whose due time has come, one run of a slot at a time;
 * `tick()` does the same at once (tests move the clock, then tick).
 */
export class InProcessScheduler implements CheckScheduler {
  private timer: NodeJS.Timeout | null = null;
  private slots: readonly ScheduleSlot[] = [];
  private run: SlotRunner = () => Promise.resolve();
  private readonly lastFired = new Map<string, number>();
  private running: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly clock: Clock,
    private readonly options: { pollMs?: number; onError?: (error: unknown) => void } = {},
  ) {}

  async start(slots: readonly ScheduleSlot[], run: SlotRunner): Promise<void> {
    this.slots = slots;
    this.run = run;
    const now = this.clock.now();
    for (const slot of slots) this.lastFired.set(slot.name, latestDue(slot.pattern, now).getTime());
    // At start every slot runs once: the runner catches up a due time that passed unrun.
    this.running = this.runEach(slots.map((slot) => slot.name));
    this.timer = setInterval(() => {
      void this.tick();
    }, this.options.pollMs ?? 30_000);
    this.timer.unref();
    await Promise.resolve();
  }

  /** Runs the slots whose due time has come since they last ran; resolves when they are done. */
  tick(): Promise<void> {
    const now = this.clock.now();
    const due: string[] = [];
    for (const slot of this.slots) {
      const at = latestDue(slot.pattern, now).getTime();
      if (at > (this.lastFired.get(slot.name) ?? 0)) {
        this.lastFired.set(slot.name, at);
        due.push(slot.name);
      }
    }
    this.running = this.running.then(() => this.runEach(due));
    return this.running;
  }

  /** Resolves when the runs started so far have ended. */
  idle(): Promise<void> {
    return this.running;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async runEach(names: string[]): Promise<void> {
    for (const name of names) {
      if (this.closed) return;
      try {
        await this.run(name);
      } catch (error) {
        this.options.onError?.(error);
      }
    }
  }
}
