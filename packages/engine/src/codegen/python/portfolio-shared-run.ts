import { dedent, indent } from './literals';
import { usesLevels, type SimulationFeatures } from './simulation';

type Part = string | false;
export const lines = (...parts: Part[]): string =>
  parts.filter((part): part is string => part !== false).join('\n');
/** A block of Python written at any indentation, put at `spaces` (its least indented line). */
export const block = (code: string, spaces: number): string => indent(dedent(code), spaces);

/**
 * The one-account loop of src/portfolio/shared-run.ts and account.ts in Python, line for line:
 * the union calendar, exits first at each open, entries in candidate order sized on the portfolio's
 * equity, then stops and targets inside each held symbol's bar; at each close the mark, the risk
 * rules on the portfolio's equity, exits for every held symbol, then the ranked candidates.
 */
export function sharedRunCode(features: SimulationFeatures): string {
  const levels = usesLevels(features);
  const kinds = features.kinds;
  const observes = kinds.has('trail_percents') || kinds.has('trail_atrs') || kinds.has('close_trails');
  const eod = kinds.has('end_of_day');
  const eow = kinds.has('end_of_week');
  const holding = kinds.has('holding_bars');
  const barClose: string[] = [];
  if (eod)
    barClose.push(
      'if trade.plan["end_of_day"] is not None and trade.plan["end_of_day"][k]:',
      '    self.close(s, k, bars["close"][k], "end_of_day", "End of Day")',
    );
  if (eow)
    barClose.push(
      `${eod ? 'elif' : 'if'} trade.plan["end_of_week"] is not None and trade.plan["end_of_week"][k]:`,
      '    self.close(s, k, bars["close"][k], "end_of_week", "End of Week")',
    );
  if (observes) {
    if (barClose.length > 0)
      barClose.push('else:', '    trade.observe(bars["high"][k], bars["low"][k], bars["close"][k])');
    else barClose.push('trade.observe(bars["high"][k], bars["low"][k], bars["close"][k])');
  }
  return lines(
    dedent(`
      class SharedRun:
          """One account over every symbol (docs/engine.md#10-portfolios, src/portfolio/shared-run.ts). A lane is
          one symbol: its bars, signals and exit plans computed on its own bars, and its rank column."""

          def __init__(self, lanes):
              self.lanes = lanes
              # The union calendar: every label any symbol has (labels of one form sort as text).
              self.times = sorted(set(time for lane in lanes for time in lane["bars"]["times"]))
              self.days = day_numbers(self.times)
              position = {time: t for t, time in enumerate(self.times)}
              self.bar_at = []
              for lane in lanes:
                  at = [-1] * len(self.times)
                  for k, time in enumerate(lane["bars"]["times"]):
                      at[position[time]] = k
                  self.bar_at.append(at)
              count = len(lanes)
              self.cash = INITIAL_CAPITAL
              self.trades = []
              self.trade = [None] * count  # the open trade of each symbol
              self.pending_entry = [None] * count  # the side of an entry decided, not yet filled
              self.last_bar = [-1] * count  # each symbol's latest bar up to the current date
              self.holding = []  # symbols with an open trade, in entry order
              self.pending = []  # entries decided and not yet filled, in the order they fill
              self.equity = [0.0] * len(self.times)
              self.peak = INITIAL_CAPITAL
              self.previous_equity = INITIAL_CAPITAL
              self.day_start_equity = INITIAL_CAPITAL
              self.current_day = -1
              self.halted = False
              self.blocked_day = -1
              self.entry_day = -1
              self.entries_that_day = 0
              self.ranked = any(lane["rank"] is not None for lane in lanes)
              # For the report (shared_report): dates with a trade open, in all and per symbol, and
              # each trade's figures as performance_metrics reads them.
              self.exposed_bars = 0
              self.symbol_exposed_bars = [0] * count
              self.metric_trades = []

          def run(self):
              count = len(self.times)
              ending = {}  # the symbols whose data ends on each date, in list order
              for s, lane in enumerate(self.lanes):
                  last = len(lane["bars"]["close"]) - 1
                  for t in range(count - 1, -1, -1):
                      if self.bar_at[s][t] == last:
                          ending.setdefault(t, []).append(s)
                          break
              for t in range(count):
                  # Every exit at this open comes before the entries.
                  for s in sorted(self.holding):
                      k = self.bar_at[s][t]
                      if k >= 0:
                          self.exit_at_open(s, k)
                  if self.pending:
                      self.fill_entries(t)
                  for s in sorted(self.holding):
                      k = self.bar_at[s][t]
                      if k >= 0 and self.trade[s] is not None:
                          self.last_bar[s] = k
                          self.bar_work(s, k)
                  if self.holding:
                      self.exposed_bars += 1
                      for s in self.holding:
                          self.symbol_exposed_bars[s] += 1
                  # A symbol whose data ends here closes at this close.
                  for s in ending.get(t, []):
                      if self.trade[s] is not None:
                          closes = self.lanes[s]["bars"]["close"]
                          self.close(s, len(closes) - 1, closes[-1], "end_of_data", None, at_end=True)
                      self.pending_entry[s] = None
                  if t == count - 1:
                      self.equity[t] = self.cash
                      break
                  self.decide(t)
              return self

          def fill_entries(self, t):
              """The entries decided earlier fill at this open, in order; a symbol without a bar waits.
              0 units skips the entry: it does not count for MAX_TRADES_PER_DAY."""
              waiting = []
              for s in self.pending:
                  k = self.bar_at[s][t]
                  if k < 0:
                      waiting.append(s)
                      continue
                  side = self.pending_entry[s]
                  self.pending_entry[s] = None
                  if not self.enter(s, k, side, t):
                      continue
                  if self.days[t] == self.entry_day:
                      self.entries_that_day += 1
                  else:
                      self.entry_day = self.days[t]
                      self.entries_that_day = 1
              self.pending = waiting

          def mark_at_close(self):
              """Cash plus every open trade marked at its symbol's last close."""
              value = self.cash
              for s in self.holding:
                  trade = self.trade[s]
                  value += mark_value(trade.side, trade.size, trade.entry_price, self.lanes[s]["bars"]["close"][self.last_bar[s]])
              return value

          def equity_at_open(self, t):
              """Cash plus every open trade marked at its open on this date (its last close without a bar)."""
              value = self.cash
              for s in self.holding:
                  trade = self.trade[s]
                  bars = self.lanes[s]["bars"]
                  k = self.bar_at[s][t]
                  price = bars["open"][k] if k >= 0 else bars["close"][self.last_bar[s]]
                  value += mark_value(trade.side, trade.size, trade.entry_price, price)
              return value

          def enter(self, s, k, side, t):
              """Fills an entry at the symbol's open, sized on the portfolio's equity at this open."""
              lane = self.lanes[s]
              price = fill_price(side, "entry", lane["bars"]["open"][k])
    `),
    features.sizing === 'fixed'
      ? '        target = FIXED_POSITION_SIZE'
      : '        target = EQUITY_FRACTION * self.equity_at_open(t)',
    block(
      `
        size = entry_size(target, self.cash, price)
        if size <= 0:
            return False
        commission = size * price * COMMISSION_RATE
        self.cash -= size * price + commission
        trade = OpenTrade(side, size, price, k, commission, lane["plans"][side])
      `,
      8,
    ),
    levels && '        trade.fix_levels(k - 1)',
    block(
      `
        self.trade[s] = trade
        self.last_bar[s] = k
        self.holding.append(s)
        return True

    def exit_at_open(self, s, k):
        """An exit decided at the symbol's previous close fills at its open; otherwise a stop or target
        the open is already beyond."""
        trade = self.trade[s]
        bar_open = self.lanes[s]["bars"]["open"][k]
        if trade.pending_exit:
            reason, block = trade.pending_exit
            self.close(s, k, bar_open, reason, block, at_open=True)
            return
      `,
      4,
    ),
    levels &&
      block(
        `
          if not trade.has_levels:
              return
          trade.levels_at(k)
          long = trade.side == "long"
          if (bar_open <= trade.stop) if long else (bar_open >= trade.stop):
              self.close(s, k, bar_open, level_exit_reason(trade.stop_block, "stop"), trade.stop_block)
          elif (bar_open >= trade.target) if long else (bar_open <= trade.target):
              self.close(s, k, bar_open, level_exit_reason(trade.target_block, "target"), trade.target_block)
        `,
        8,
      ),
    '',
    '    def bar_work(self, s, k):',
    '        """Stops and targets against the open then inside the bar; end-of-day/week exits; extremes."""',
    '        trade = self.trade[s]',
    '        bars = self.lanes[s]["bars"]',
    levels &&
      block(
        `
          if trade.has_levels:
              trade.levels_at(k)
              stop, target = trade.stop, trade.target
              long = trade.side == "long"
              bar_open, bar_high, bar_low = bars["open"][k], bars["high"][k], bars["low"][k]
              if (bar_open <= stop) if long else (bar_open >= stop):
                  self.close(s, k, bar_open, level_exit_reason(trade.stop_block, "stop"), trade.stop_block)
                  return
              if (bar_open >= target) if long else (bar_open <= target):
                  self.close(s, k, bar_open, level_exit_reason(trade.target_block, "target"), trade.target_block)
                  return
              stop_touched = bar_low <= stop if long else bar_high >= stop
              target_touched = bar_high >= target if long else bar_low <= target
              if stop_touched:
                  reason = level_exit_reason(trade.stop_block, "stop")
                  self.close(s, k, stop, reason, trade.stop_block, ambiguous=target_touched)
                  return
              if target_touched:
                  self.close(s, k, target, level_exit_reason(trade.target_block, "target"), trade.target_block)
                  return
        `,
        8,
      ),
    barClose.length > 0 ? indent(barClose.join('\n'), 8) : '        pass',
    '',
    block(
      `
        def decide(self, t):
            """At the close of date t, for the next open: mark, risk rules, exits, then entries."""
            marked = self.mark_at_close()
            self.equity[t] = marked
            if marked > self.peak:
                self.peak = marked
            day = self.days[t]
            if day != self.current_day:
                self.current_day = day
                self.day_start_equity = self.previous_equity
            self.previous_equity = marked
            if self.halted:
                return
      `,
      4,
    ),
    features.maxDrawdown &&
      block(
        `
          if marked < self.peak * (1 - MAX_DRAWDOWN):
              # Max drawdown: every trade closes at the next open; entries still waiting are dropped.
              self.halted = True
              for s in self.holding:
                  self.trade[s].pending_exit = ("max_drawdown_halt", None)
              for s in self.pending:
                  self.pending_entry[s] = None
              self.pending = []
              return
        `,
        8,
      ),
    features.dailyLossLimit &&
      block(
        `
          if self.blocked_day != day and marked < self.day_start_equity * (1 - DAILY_LOSS_LIMIT):
              self.blocked_day = day  # no new entry today
        `,
        8,
      ),
    block(
      `
        # Exits first (docs/engine.md#shared-one-account): only held symbols have one to decide.
        staying = len(self.pending)
        for s in self.holding:
            trade = self.trade[s]
            k = self.bar_at[s][t]
            if k >= 0 and not trade.pending_exit:
                lane = self.lanes[s]
      `,
      8,
    ),
    holding &&
      block(
        `
          holding_bars = trade.plan["holding_bars"]
          if holding_bars is not None and k - trade.entry_bar + 1 >= holding_bars:
              trade.pending_exit = ("time_exit", "Fixed Holding Period")
        `,
        16,
      ),
    block(
      `
        ${holding ? 'el' : ''}if lane["signals"]["exit_" + trade.side][k]:
            trade.pending_exit = ("signal", None)
      `,
      16,
    ),
    block(
      `
            if not trade.pending_exit:
                staying += 1
        if self.blocked_day == day:
            return
        taking = MAX_OPEN_TRADES - staying
        next_day = self.days[t + 1]
        taking = min(taking, MAX_TRADES_PER_DAY - (self.entries_that_day if next_day == self.entry_day else 0))
        if taking <= 0:
            return
        candidates = []
        sides = {}
        for s, lane in enumerate(self.lanes):
            k = self.bar_at[s][t]
            if k < 0 or k == len(lane["bars"]["close"]) - 1:
                continue
            trade = self.trade[s]
            if self.pending_entry[s] or (trade is not None and not trade.pending_exit):
                continue
            signals = lane["signals"]
            long = signals["entry_long"][k]
            short = ${features.longShort ? 'signals["entry_short"][k]' : 'False'}
            if not long and not short:
                continue
            candidates.append(s)
            sides[s] = "long" if long else "short"  # long wins when both fire
        if not candidates:
            return
        if self.ranked:
            candidates = order_candidates(candidates, [self.rank_at(s, t) for s in candidates])
        for s in candidates[:taking]:
            self.pending_entry[s] = sides[s]
            self.pending.append(s)

    def rank_at(self, s, t):
        rank = self.lanes[s]["rank"]
        return rank[self.bar_at[s][t]] if rank is not None else NAN

    def close(self, s, bar, raw_price, reason, block, at_open=False, ambiguous=False, at_end=False):
        """Closes the symbol's trade at a price (slippage and commission applied) and records it."""
        trade = self.trade[s]
        price = fill_price(trade.side, "exit", raw_price)
        exit_commission = trade.size * price * COMMISSION_RATE
        self.cash += mark_value(trade.side, trade.size, trade.entry_price, price) - exit_commission
        pnl = gross_profit(trade.side, trade.size, trade.entry_price, price) - trade.entry_commission - exit_commission
        trade.closed = True
        self.trade[s] = None
        self.holding.remove(s)
        bars = self.lanes[s]["bars"]
        self.trades.append(
            {
                "entry_date": bars["times"][trade.entry_bar],
                "exit_date": bars["times"][bar],
                "ticker": self.lanes[s]["symbol"],
                "type": trade.side,
                "entry_price": trade.entry_price,
                "exit_price": price,
                "size": trade.size,
                "pnl": pnl,
                "pnl_percent": (pnl / (trade.entry_price * trade.size)) * 100,
                "commission": trade.entry_commission + exit_commission,
                "exit_reason": reason,
                "exit_block": block,
                "ambiguous": ambiguous,
                "closed_at_end": at_end,
                "bars_held": bar - trade.entry_bar + (0 if at_open else 1),
            }
        )
        self.metric_trades.append(
            {
                "pnl": pnl,
                "entry_price": trade.entry_price,
                "size": trade.size,
                "entry_commission": trade.entry_commission,
                "exit_commission": exit_commission,
                "bars_held": bar - trade.entry_bar + (0 if at_open else 1),
            }
        )
      `,
      4,
    ),
  );
}
