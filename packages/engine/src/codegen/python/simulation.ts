import { type ExitKind, LEVEL_KINDS } from './exits';
import { dedent, indent } from './literals';
import { runtimeCode, runtimeModule } from './runtime';
import type { PythonFunction } from './types';

const simulationPython = runtimeModule('simulation');
const metricsPython = runtimeModule('metrics');

/** The fixed functions of the execution model and the report every script has (python/runtime). */
export const SIMULATION_FUNCTIONS: readonly PythonFunction[] = [
  simulationPython('fill_price', []),
  simulationPython('mark_value', []),
  simulationPython('gross_profit', []),
  simulationPython('entry_size', []),
  simulationPython('level_exit_reason', []),
  metricsPython('js_div', []),
  metricsPython('mean', []),
  metricsPython('sample_std_dev', ['mean']),
  metricsPython('quantile', []),
  metricsPython('maximum_drawdown', []),
  metricsPython('finite_or_none', []),
  metricsPython('performance_metrics', [
    'js_div',
    'maximum_drawdown',
    'mean',
    'quantile',
    'sample_std_dev',
    'finite_or_none',
  ]),
  metricsPython('closed_trades', []),
  metricsPython('json_safe', []),
];

function simulationFunctions(...names: string[]): string {
  return names
    .map(
      (name) => SIMULATION_FUNCTIONS.find((fn) => fn.name === name)?.code ?? runtimeCode('simulation', name),
    )
    .join('\n\n\n');
}

/** What the simulation of a strategy needs: the code for anything else is left out. */
export interface SimulationFeatures {
  longShort: boolean;
  sizing: 'percent' | 'fixed';
  maxDrawdown: boolean;
  dailyLossLimit: boolean;
  /** Exit plan parts used by either side. */
  kinds: ReadonlySet<ExitKind>;
}

type Part = string | false | null | undefined;

/** Joins the parts that are present, one per line (each part may hold several lines). */
function lines(...parts: Part[]): string {
  return parts.filter((part): part is string => typeof part === 'string').join('\n');
}

const has = (features: SimulationFeatures, ...kinds: ExitKind[]) =>
  kinds.some((kind) => features.kinds.has(kind));

export function usesLevels(features: SimulationFeatures): boolean {
  return LEVEL_KINDS.some((kind) => features.kinds.has(kind));
}

function usesTrailingHighs(features: SimulationFeatures): boolean {
  return has(features, 'trail_percents', 'trail_atrs');
}

/** The fill arithmetic (src/sim/broker.ts). */
function brokerCode(): string {
  return simulationFunctions('fill_price', 'mark_value', 'gross_profit', 'entry_size');
}

/** The levels of an open trade (src/sim/open-trade.ts), with only the rules the strategy uses. */
function openTradeCode(features: SimulationFeatures): string {
  const levels = usesLevels(features);
  const trailingHighs = usesTrailingHighs(features);
  const closes = has(features, 'close_trails');
  const init = lines(
    '        self.side = side',
    '        self.size = size',
    '        self.entry_price = entry_price',
    '        self.entry_bar = entry_bar',
    '        self.entry_commission = entry_commission',
    '        self.plan = plan',
    '        self.pending_exit = None  # (reason, block) of an exit decided at a close',
    '        self.closed = False',
    levels &&
      indent(
        dedent(`
          # Levels fixed at entry, and the levels that apply on the current bar (NaN: none).
          self.fixed_stop = NAN
          self.fixed_stop_block = ""
          self.fixed_target = NAN
          self.fixed_target_block = ""
          self.stop = NAN
          self.stop_block = ""
          self.target = NAN
          self.target_block = ""
        `),
        8,
      ),
    trailingHighs &&
      '        # Best high (long) / low (short) of the bars entry..k-1, for the trailing stops.\n        self.best_high = -math.inf\n        self.best_low = math.inf',
    closes &&
      '        # Best close of the bars entry..k-1, for Max Drawdown.\n        self.best_close = -math.inf\n        self.lowest_close = math.inf',
    has(features, 'trail_atrs') && '        self.trail_atr_distances = []',
    levels && '        self.has_levels = False',
  );
  const needsEntry = has(
    features,
    'stop_percents',
    'stop_amounts',
    'atr_stops',
    'target_percents',
    'target_amounts',
    'risk_reward_ratios',
  );
  const fix = levels
    ? lines(
        '',
        '    def fix_levels(self, signal_bar):',
        '        """The levels fixed at entry, relative to the entry fill price (ATR of the signal bar)."""',
        needsEntry && '        long = self.side == "long"\n        entry = self.entry_price',
        has(features, 'stop_percents') &&
          indent(
            dedent(`
              for block, value in self.plan["stop_percents"]:
                  self.offer_fixed_stop(entry * (1 - value) if long else entry * (1 + value), block)
            `),
            8,
          ),
        has(features, 'stop_amounts') &&
          indent(
            dedent(`
              for block, amount in self.plan["stop_amounts"]:
                  self.offer_fixed_stop(entry - amount / self.size if long else entry + amount / self.size, block)
            `),
            8,
          ),
        has(features, 'atr_stops') &&
          indent(
            dedent(`
              for block, multiplier, atr_column in self.plan["atr_stops"]:
                  distance = multiplier * atr_column[signal_bar]
                  if math.isfinite(distance):
                      self.offer_fixed_stop(entry - distance if long else entry + distance, block)
            `),
            8,
          ),
        has(features, 'trail_atrs') &&
          indent(
            dedent(`
              for block, multiplier, atr_column in self.plan["trail_atrs"]:
                  distance = multiplier * atr_column[signal_bar]
                  if math.isfinite(distance):
                      self.trail_atr_distances.append((block, distance))
            `),
            8,
          ),
        has(features, 'target_percents') &&
          indent(
            dedent(`
              for block, value in self.plan["target_percents"]:
                  self.offer_fixed_target(entry * (1 + value) if long else entry * (1 - value), block)
            `),
            8,
          ),
        has(features, 'target_amounts') &&
          indent(
            dedent(`
              for block, amount in self.plan["target_amounts"]:
                  self.offer_fixed_target(entry + amount / self.size if long else entry - amount / self.size, block)
            `),
            8,
          ),
        has(features, 'risk_reward_ratios') &&
          indent(
            dedent(`
              if self.plan["risk_reward_ratios"]:
                  # The target is ratio x the distance to the tightest stop at the entry bar.
                  self.levels_at(self.entry_bar)
                  risk = entry - self.stop if long else self.stop - entry
                  if risk > 0:
                      for block, ratio in self.plan["risk_reward_ratios"]:
                          self.offer_fixed_target(entry + ratio * risk if long else entry - ratio * risk, block)
            `),
            8,
          ),
        indent(
          dedent(`
            self.has_levels = (
                not math.isnan(self.fixed_stop)
                or not math.isnan(self.fixed_target)
          `),
          8,
        ),
        has(features, 'trail_percents') && '            or len(self.plan["trail_percents"]) > 0',
        has(features, 'trail_atrs') && '            or len(self.trail_atr_distances) > 0',
        has(features, 'close_trails') && '            or len(self.plan["close_trails"]) > 0',
        has(features, 'support_levels') && '            or len(self.plan["support_levels"]) > 0',
        has(features, 'resistance_levels') && '            or len(self.plan["resistance_levels"]) > 0',
        '        )',
      )
    : null;
  const method = (code: string) => `\n${indent(dedent(code), 4)}`;
  const fixedStops = has(features, 'stop_percents', 'stop_amounts', 'atr_stops');
  const fixedTargets = has(features, 'target_percents', 'target_amounts', 'risk_reward_ratios');
  const movingStops = has(
    features,
    'trail_percents',
    'trail_atrs',
    'close_trails',
    'support_levels',
    'resistance_levels',
  );
  const movingTargets = has(features, 'support_levels', 'resistance_levels');
  const offers = lines(
    fixedStops &&
      method(`
        def offer_fixed_stop(self, level, block):
            """With several stops the tightest applies (the highest for a long)."""
            if not math.isfinite(level):
                return
            tighter = level > self.fixed_stop if self.side == "long" else level < self.fixed_stop
            if math.isnan(self.fixed_stop) or tighter:
                self.fixed_stop = level
                self.fixed_stop_block = block
      `),
    fixedTargets &&
      method(`
        def offer_fixed_target(self, level, block):
            """With several targets the nearest applies (the lowest for a long)."""
            if not math.isfinite(level):
                return
            nearer = level < self.fixed_target if self.side == "long" else level > self.fixed_target
            if math.isnan(self.fixed_target) or nearer:
                self.fixed_target = level
                self.fixed_target_block = block
      `),
    movingStops &&
      method(`
        def offer_stop(self, level, block):
            if not math.isfinite(level):
                return
            tighter = level > self.stop if self.side == "long" else level < self.stop
            if math.isnan(self.stop) or tighter:
                self.stop = level
                self.stop_block = block
      `),
    movingTargets &&
      method(`
        def offer_target(self, level, block):
            if not math.isfinite(level):
                return
            nearer = level < self.target if self.side == "long" else level > self.target
            if math.isnan(self.target) or nearer:
                self.target = level
                self.target_block = block
      `),
  );
  const levelsAt = levels
    ? lines(
        '',
        '    def levels_at(self, bar):',
        '        """The stop and target that apply on a bar: the fixed ones, then the moving ones."""',
        '        long = self.side == "long"',
        '        self.stop, self.stop_block = self.fixed_stop, self.fixed_stop_block',
        '        self.target, self.target_block = self.fixed_target, self.fixed_target_block',
        trailingHighs &&
          '        best = max(self.entry_price, self.best_high) if long else min(self.entry_price, self.best_low)',
        has(features, 'trail_percents') &&
          indent(
            dedent(`
              for block, value in self.plan["trail_percents"]:
                  self.offer_stop(best * (1 - value) if long else best * (1 + value), block)
            `),
            8,
          ),
        has(features, 'trail_atrs') &&
          indent(
            dedent(`
              for block, distance in self.trail_atr_distances:
                  self.offer_stop(best - distance if long else best + distance, block)
            `),
            8,
          ),
        closes &&
          indent(
            dedent(`
              if self.plan["close_trails"]:
                  best_close = max(self.entry_price, self.best_close) if long else min(self.entry_price, self.lowest_close)
                  for block, value in self.plan["close_trails"]:
                      self.offer_stop(best_close * (1 - value) if long else best_close * (1 + value), block)
            `),
            8,
          ),
        has(features, 'support_levels') &&
          indent(
            dedent(`
              for block, column in self.plan["support_levels"]:
                  if long:
                      self.offer_stop(column[bar], block)
                  else:
                      self.offer_target(column[bar], block)
            `),
            8,
          ),
        has(features, 'resistance_levels') &&
          indent(
            dedent(`
              for block, column in self.plan["resistance_levels"]:
                  if long:
                      self.offer_target(column[bar], block)
                  else:
                      self.offer_stop(column[bar], block)
            `),
            8,
          ),
      )
    : null;
  const observe =
    trailingHighs || closes
      ? lines(
          '',
          '    def observe(self, high, low, close):',
          '        """Folds a finished bar into the running extremes (used from the next bar on)."""',
          trailingHighs &&
            '        if high > self.best_high:\n            self.best_high = high\n        if low < self.best_low:\n            self.best_low = low',
          closes &&
            '        if close > self.best_close:\n            self.best_close = close\n        if close < self.lowest_close:\n            self.lowest_close = close',
        )
      : null;
  return lines(
    'class OpenTrade:',
    '    """A trade while it is open: its fill, the levels fixed at entry and the running extremes."""',
    '',
    '    def __init__(self, side, size, entry_price, entry_bar, entry_commission, plan):',
    init,
    fix,
    offers,
    levelsAt,
    observe,
  );
}

/** The bar loop (src/sim/run-loop.ts). */
function simulationCode(features: SimulationFeatures): string {
  const levels = usesLevels(features);
  const eod = has(features, 'end_of_day');
  const eow = has(features, 'end_of_week');
  const observes = usesTrailingHighs(features) || has(features, 'close_trails');
  const dd = features.maxDrawdown;
  const daily = features.dailyLossLimit;
  const holding = has(features, 'holding_bars');

  const closeAtBarClose: string[] = [];
  const branches: Array<[string, string]> = [];
  if (eod) {
    branches.push([
      'trade.plan["end_of_day"] is not None and trade.plan["end_of_day"][k]',
      'self.close(trade, k, bar_close, "end_of_day", "End of Day")',
    ]);
  }
  if (eow) {
    branches.push([
      'trade.plan["end_of_week"] is not None and trade.plan["end_of_week"][k]',
      'self.close(trade, k, bar_close, "end_of_week", "End of Week")',
    ]);
  }
  branches.forEach(([test, action], index) => {
    closeAtBarClose.push(`            ${index === 0 ? 'if' : 'elif'} ${test}:`, `                ${action}`);
  });
  if (observes) {
    if (branches.length > 0)
      closeAtBarClose.push(
        '            else:',
        '                trade.observe(bar_high, bar_low, bar_close)',
      );
    else closeAtBarClose.push('            trade.observe(bar_high, bar_low, bar_close)');
  }

  return lines(
    'class Simulation:',
    '    """The execution model (docs/engine.md, src/sim/run-loop.ts), one bar at a time. At the open of',
    '    bar k: exits decided at close k-1 fill, and stops/targets the open gapped past, then the entry',
    '    decided there; then stops and targets are',
    '    tested against the open and inside the bar; at the close, end-of-day/week exits fill, equity is',
    '    marked, and exits and entries are decided for the next open. Nothing decided at k reads a later bar."""',
    '',
    '    def __init__(self, bars, signals, exit_plans):',
    '        self.bars = bars',
    '        self.entry_long = signals["entry_long"].tolist()',
    features.longShort && '        self.entry_short = signals["entry_short"].tolist()',
    '        self.exit_long = signals["exit_long"].tolist()',
    features.longShort && '        self.exit_short = signals["exit_short"].tolist()',
    '        self.plans = exit_plans',
    '        self.days = day_numbers(bars["times"])',
    '        self.equity = [0.0] * len(bars["close"])',
    '        self.trades = []',
    '        self.open = []',
    '        self.cash = INITIAL_CAPITAL',
    '        self.pending_entry = None',
    '        self.exposed_bars = 0',
    '        self.skipped_entries = 0',
    '        self.entry_day = -1',
    '        self.entries_that_day = 0',
    dd && '        self.peak = INITIAL_CAPITAL\n        self.halted = False',
    daily &&
      '        self.current_day = -1\n        self.day_start_equity = INITIAL_CAPITAL\n        self.previous_equity = INITIAL_CAPITAL\n        self.blocked_day = -1',
    '',
    '    def run(self):',
    '        count = len(self.bars["close"])',
    '        for k in range(count):',
    '            if self.open:',
    '                self.fill_pending_exits(k)',
    '            if self.pending_entry:',
    levels && '                if self.open:',
    levels &&
      '                    self.fill_gaps_at_open(k)  # the entry is sized after every exit at this open',
    '                self.fill_pending_entry(k)',
    '            if self.open:',
    levels && '                self.test_levels(k)',
    '                self.close_at_bar_close(k)',
    '            if self.open:',
    '                self.exposed_bars += 1',
    '            if k == count - 1:',
    '                self.close_at_end(k)',
    '                break',
    '            self.decide(k)',
    '        return self',
    '',
    '    def fill_pending_exits(self, k):',
    '        """Exits decided at the previous close (signal, holding period, drawdown halt) fill at this',
    '        open, before any stop of this bar."""',
    '        for trade in self.open:',
    '            if trade.pending_exit:',
    '                reason, block = trade.pending_exit',
    '                self.close(trade, k, self.bars["open"][k], reason, block, at_open=True)',
    '        self.open = [trade for trade in self.open if not trade.closed]',
    '',
    '    def fill_pending_entry(self, k):',
    '        """The entry decided at the previous close fills at this open, after the exits filled here."""',
    '        side = self.pending_entry',
    '        self.pending_entry = None',
    '        price = fill_price(side, "entry", self.bars["open"][k])',
    features.sizing === 'fixed'
      ? '        target = FIXED_POSITION_SIZE'
      : '        target = EQUITY_FRACTION * self.mark_at(self.bars["open"][k])  # equity marked at this open',
    '        size = entry_size(target, self.cash, price)',
    '        if size <= 0:',
    '            self.skipped_entries += 1  # cash cannot buy one unit',
    '            return',
    '        commission = size * price * COMMISSION_RATE',
    '        self.cash -= size * price + commission',
    '        trade = OpenTrade(side, size, price, k, commission, self.plans[side])',
    levels && '        trade.fix_levels(k - 1)',
    '        self.open.append(trade)',
    '        if self.days[k] == self.entry_day:',
    '            self.entries_that_day += 1',
    '        else:',
    '            self.entry_day = self.days[k]',
    '            self.entries_that_day = 1',
    levels && '',
    levels &&
      indent(
        dedent(`
          def fill_gaps_at_open(self, k):
              """Stops and targets the open is already beyond fill there, before an entry at the same
              open is sized (the levels depend only on earlier bars, so test_levels finds nothing
              more at the open afterwards)."""
              bar_open = self.bars["open"][k]
              for trade in self.open:
                  if not trade.has_levels:
                      continue
                  trade.levels_at(k)
                  long = trade.side == "long"
                  if (bar_open <= trade.stop) if long else (bar_open >= trade.stop):
                      reason = level_exit_reason(trade.stop_block, "stop")
                      self.close(trade, k, bar_open, reason, trade.stop_block)
                  elif (bar_open >= trade.target) if long else (bar_open <= trade.target):
                      reason = level_exit_reason(trade.target_block, "target")
                      self.close(trade, k, bar_open, reason, trade.target_block)
              self.open = [trade for trade in self.open if not trade.closed]

          def test_levels(self, k):
              """Stops and targets: a gap past a level at the open fills at the open (the stop first);
              inside the bar a touched level fills at the level; when both are touched the stop fills
              and the trade is flagged ambiguous."""
              bar_open, bar_high, bar_low = self.bars["open"][k], self.bars["high"][k], self.bars["low"][k]
              for trade in self.open:
                  if not trade.has_levels:
                      continue
                  trade.levels_at(k)
                  stop, target = trade.stop, trade.target
                  long = trade.side == "long"
                  stop_reason = level_exit_reason(trade.stop_block, "stop")
                  target_reason = level_exit_reason(trade.target_block, "target")
                  if (bar_open <= stop) if long else (bar_open >= stop):
                      self.close(trade, k, bar_open, stop_reason, trade.stop_block)
                  elif (bar_open >= target) if long else (bar_open <= target):
                      self.close(trade, k, bar_open, target_reason, trade.target_block)
                  else:
                      stop_touched = bar_low <= stop if long else bar_high >= stop
                      target_touched = bar_high >= target if long else bar_low <= target
                      if stop_touched:
                          self.close(trade, k, stop, stop_reason, trade.stop_block, ambiguous=target_touched)
                      elif target_touched:
                          self.close(trade, k, target, target_reason, trade.target_block)
        `),
        4,
      ),
    '',
    '    def close_at_bar_close(self, k):',
    eod || eow
      ? '        """End of Day and End of Week exits fill at the close; the other trades record the bar."""'
      : '        """After the bar: open trades record it, closed ones leave the list."""',
    (eod || eow || observes) &&
      '        bar_high, bar_low, bar_close = self.bars["high"][k], self.bars["low"][k], self.bars["close"][k]',
    (eod || eow || observes) && '        for trade in self.open:',
    (eod || eow || observes) && '            if trade.closed:\n                continue',
    ...closeAtBarClose,
    '        self.open = [trade for trade in self.open if not trade.closed]',
    '',
    '    def close_at_end(self, k):',
    '        """The last bar: trades still open close at its close as normal fills."""',
    '        for trade in self.open:',
    '            self.close(trade, k, self.bars["close"][k], "end_of_data", None, at_end=True)',
    '        self.open = []',
    '        self.equity[k] = self.cash',
    '',
    '    def decide(self, k):',
    '        """At the close, for the next open: mark equity, apply the risk rules, decide exits, then an',
    '        entry."""',
    '        marked = self.mark_at(self.bars["close"][k]) if self.open else self.cash',
    '        self.equity[k] = marked',
    '        day = self.days[k]',
    dd && '        if marked > self.peak:\n            self.peak = marked',
    daily &&
      indent(
        dedent(`
          if day != self.current_day:
              self.current_day = day
              self.day_start_equity = self.previous_equity  # equity at the previous day's last close
          self.previous_equity = marked
        `),
        8,
      ),
    dd &&
      indent(
        dedent(`
          if self.halted:
              return
          if marked < self.peak * (1 - MAX_DRAWDOWN):
              # Max drawdown: every trade closes at the next open and no entry follows.
              self.halted = True
              for trade in self.open:
                  trade.pending_exit = ("max_drawdown_halt", None)
              return
        `),
        8,
      ),
    daily &&
      indent(
        dedent(`
          if self.blocked_day != day and marked < self.day_start_equity * (1 - DAILY_LOSS_LIMIT):
              self.blocked_day = day  # daily loss limit: no new entry today
        `),
        8,
      ),
    '        for trade in self.open:',
    holding &&
      indent(
        dedent(`
          if trade.plan["holding_bars"] is not None and k - trade.entry_bar + 1 >= trade.plan["holding_bars"]:
              trade.pending_exit = ("time_exit", "Fixed Holding Period")
              continue
        `),
        12,
      ),
    features.longShort
      ? '            exit_signal = self.exit_long if trade.side == "long" else self.exit_short'
      : '            exit_signal = self.exit_long',
    '            if exit_signal[k]:',
    '                trade.pending_exit = ("signal", None)',
    features.longShort
      ? '        # Long wins when both entries hold.\n        if self.entry_long[k] or self.entry_short[k]:\n            self.decide_entry(k, "long" if self.entry_long[k] else "short", day)'
      : '        if self.entry_long[k]:\n            self.decide_entry(k, "long", day)',
    '',
    '    def decide_entry(self, k, side, day):',
    '        """An entry is not decided when the daily loss limit was reached today, when a trade of the',
    '        other side stays open, when max open trades stay open (trades exiting at the next open free',
    '        their slot), or when max trades per day already filled on the next bar\'s date."""',
    daily && '        if self.blocked_day == day:\n            self.skipped_entries += 1\n            return',
    '        staying = 0',
    features.longShort && '        opposite = 0',
    '        for trade in self.open:',
    '            if trade.pending_exit:',
    '                continue',
    '            staying += 1',
    features.longShort && '            if trade.side != side:\n                opposite += 1',
    features.longShort &&
      '        if opposite > 0:\n            self.skipped_entries += 1\n            return',
    '        if staying >= MAX_OPEN_TRADES:',
    '            self.skipped_entries += 1',
    '            return',
    '        if self.days[k + 1] == self.entry_day and self.entries_that_day >= MAX_TRADES_PER_DAY:',
    '            self.skipped_entries += 1',
    '            return',
    '        self.pending_entry = side',
    '',
    '    def close(self, trade, bar, raw_price, reason, block, at_open=False, ambiguous=False, at_end=False):',
    '        """Closes a trade at a price (slippage and commission applied) and records it."""',
    '        price = fill_price(trade.side, "exit", raw_price)',
    '        exit_commission = trade.size * price * COMMISSION_RATE',
    '        self.cash += mark_value(trade.side, trade.size, trade.entry_price, price) - exit_commission',
    '        pnl = gross_profit(trade.side, trade.size, trade.entry_price, price) - trade.entry_commission - exit_commission',
    '        trade.closed = True',
    '        self.trades.append(',
    '            {',
    '                "side": trade.side,',
    '                "size": trade.size,',
    '                "entry_bar": trade.entry_bar,',
    '                "exit_bar": bar,',
    '                "entry_price": trade.entry_price,',
    '                "exit_price": price,',
    '                "entry_commission": trade.entry_commission,',
    '                "exit_commission": exit_commission,',
    '                "pnl": pnl,',
    '                "exit_reason": reason,',
    '                "exit_block": block,',
    '                "ambiguous": ambiguous,',
    '                "closed_at_end": at_end,',
    '                # An exit at an open does not count its bar; one inside a bar or at its close does.',
    '                "bars_held": bar - trade.entry_bar + (0 if at_open else 1),',
    '            }',
    '        )',
    '',
    '    def mark_at(self, price):',
    '        """Cash plus every open trade marked at a price."""',
    '        value = self.cash',
    '        for trade in self.open:',
    '            value += mark_value(trade.side, trade.size, trade.entry_price, price)',
    '        return value',
  );
}

/** The metrics (src/metrics) and the report in backtest_results' field names. */
function metricsCode(): string {
  return simulationFunctions(
    'js_div',
    'mean',
    'sample_std_dev',
    'quantile',
    'maximum_drawdown',
    'finite_or_none',
    'performance_metrics',
    'closed_trades',
    'json_safe',
  );
}

/** The simulation, the metrics and the report: the part of the script after the conditions. */
export function simulationSource(features: SimulationFeatures): string {
  return lines(
    '# ---------------------------------------------------------------------------- execution model',
    '',
    '',
    brokerCode(),
    usesLevels(features) && lines('', '', simulationFunctions('level_exit_reason')),
    '',
    '',
    openTradeCode(features),
    '',
    '',
    simulationCode(features),
    '',
    '',
    '# ---------------------------------------------------------------------------- metrics and report',
    '',
    '',
    metricsCode(),
  );
}
