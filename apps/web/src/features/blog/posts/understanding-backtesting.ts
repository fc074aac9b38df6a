import type { BlogPost } from './types';

export const UNDERSTANDING_BACKTESTING: BlogPost = {
  id: 'understanding-backtesting',
  title: 'Understanding Backtesting: What a Test on the Past Can and Cannot Tell You',
  excerpt:
    'How a backtest really works bar by bar, which metrics deserve your attention, and the traps (look-ahead, overfitting, ignored costs) that make bad strategies look good.',
  date: '2025-01-15',
  category: 'Intermediate',
  image: '🔬',
  content: [
    {
      type: 'intro',
      text: 'A backtest replays a set of trading rules on historical prices and records what would have happened: every trade, every fee, the account balance day by day. Done honestly, it is the cheapest way to find out that an idea does not work. Done carelessly, it is the most convincing way to fool yourself. This guide covers both sides.',
    },
    { type: 'heading', text: 'What happens inside a backtest' },
    {
      type: 'paragraph',
      text: 'A backtesting engine walks through the price history one bar at a time, the way time passed in reality. On each bar it does a small number of things in a fixed order: fill orders that were decided earlier, check whether open trades hit a stop or a target, mark the account to the latest price, and then evaluate your rules to decide what to do next. The order matters, because it is what keeps the simulation honest.',
    },
    {
      type: 'image',
      src: '/blog/signal-to-fill.svg',
      alt: 'Diagram: a rule is checked at the close of bar t, and the resulting order fills at the open of bar t+1.',
      caption: 'A decision made at the close of one bar can only be acted on at the next bar’s open.',
    },
    {
      type: 'paragraph',
      text: 'In StratBlocks the rules are checked at each bar’s close and **orders fill at the next bar’s open**, with your slippage applied against you and your commission charged on the fill. This is deliberately conservative: you cannot know a day’s closing price until the day is over, so you cannot trade at it either. Stop losses and take-profit targets are different: they are resting orders, so they are checked inside each bar against its high and low, starting on the bar of entry. If a single bar touches both the stop and the target, the engine cannot know which came first, so it assumes the stop, the worse outcome, and flags the trade.',
    },
    {
      type: 'callout',
      variant: 'info',
      text: 'The complete execution model, including how position size, trailing stops and risk limits are computed, is written out in the Docs section of the app. A backtest you cannot explain is a backtest you cannot trust.',
    },
    { type: 'heading', text: 'The three classic traps' },
    { type: 'subheading', text: '1. Look-ahead bias' },
    {
      type: 'paragraph',
      text: 'Look-ahead bias is using information that was not available at the moment of the decision. The obvious version is buying at today’s open because today’s close turned out higher. Subtler versions are everywhere: an indicator computed over the whole dataset (including the future) and then read at each bar; a list of today’s index members used to test the past; a “low of the day” used as an entry price. Each one makes results look better than anything a real trader could have achieved.',
    },
    {
      type: 'paragraph',
      text: 'A practical test for look-ahead is to change the prices after some date and check that nothing before that date changes. The StratBlocks engine has exactly that test in its own test suite: it replaces every bar after a cut-off with different prices and checks that every fill and every equity value up to the cut-off stays identical.',
    },
    { type: 'subheading', text: '2. Overfitting' },
    {
      type: 'paragraph',
      text: 'Overfitting means tuning rules until they match the particular noise of the past. If you try a hundred combinations of moving-average lengths, stop distances and RSI thresholds, one of them will look spectacular by pure chance. It will not repeat, because the noise it fitted will not repeat.',
    },
    {
      type: 'quote',
      text: 'All models are wrong, but some are useful.',
      author: 'George E. P. Box, statistician',
    },
    {
      type: 'list',
      items: [
        '**Use few parameters.** Every extra number you can tune is another way to fit noise.',
        '**Prefer round, conventional values.** 20 and 50 days, RSI 14 with 30 and 70: values chosen before you saw the data.',
        '**Check the neighbourhood.** If a 20/50 crossover works, 15/50 and 25/60 should work roughly as well. A lone spike of performance is a warning.',
        '**Hold data back.** Design on one period, then test once, untouched, on a later period. If it falls apart there, believe the later period.',
        '**Test across markets.** A real effect usually shows up, weaker or stronger, on related markets too.',
      ],
    },
    { type: 'subheading', text: '3. Ignoring costs' },
    {
      type: 'paragraph',
      text: 'A strategy that trades every other day pays commission and slippage around 250 times a year. At 0.1% per fill that is roughly 50% of the traded amount every year in fees alone, before a single losing trade. Many strategies that look profitable without costs lose money with them. StratBlocks charges a 0.1% commission on every fill by default, and lets you add slippage; for liquid large-cap stocks a few hundredths of a percent is a reasonable start, and more for small or volatile markets.',
    },
    {
      type: 'comparison',
      goodTitle: 'An honest backtest',
      badTitle: 'A flattering backtest',
      good: [
        'Signals at the close, fills at the next open',
        'Commission and slippage on every fill',
        'Stops and targets checked inside the bar, worst case first',
        'Parameters chosen before looking at results',
        'Compared with buying and holding the same market',
      ],
      bad: [
        'Buys at the same close that produced the signal',
        'No costs, or costs only on entries',
        'Assumes the target was always hit before the stop',
        'Parameters tuned until the curve looks smooth',
        'Shown alone, with nothing to compare it with',
      ],
    },
    { type: 'heading', text: 'A real example' },
    {
      type: 'paragraph',
      text: 'Here is the 20/50-day moving-average crossover from our beginner’s guide, run by the StratBlocks engine on Bitcoin’s daily bars from 2020 to 2025, long only, with the whole account in each trade, 0.1% commission and 0.05% slippage per fill. The chart is computed in your browser from the same data and engine the app uses. The dashed line is what simply buying on the first day and holding to the last would have returned.',
    },
    {
      type: 'chart',
      component: 'btc-ma-equity',
      caption:
        'Cumulative return of the crossover strategy against buying and holding Bitcoin, with the strategy’s drawdown (its fall from its own previous peak) below. Computed from the bundled daily data.',
    },
    {
      type: 'paragraph',
      text: 'Two lessons stand out. First, over this period the crossover made money, but holding Bitcoin made more: in a market with a strong long-term rise, being out of the market for long stretches costs a great deal. Second, look at the drawdown pane. Even a trend-following strategy that is out of the market during long declines suffered deep falls from its peaks. Whether the strategy is “good” depends entirely on what you wanted from it: less time exposed to the market, a different risk profile, or simply the highest return.',
    },
    { type: 'heading', text: 'The metrics that deserve your attention' },
    {
      type: 'paragraph',
      text: 'A results page can show dozens of numbers. These are the ones to read first, and what each one actually measures in StratBlocks:',
    },
    {
      type: 'list',
      items: [
        '**Total return:** final equity over initial capital, minus one, in percent. It says nothing about the ride.',
        '**Max drawdown:** the largest fall of equity from a previous peak, in percent. It is the pain you would have had to sit through.',
        '**Sharpe ratio:** the average daily return divided by its standard deviation, annualised (252 periods a year for stocks and forex, 365 for crypto, with a risk-free rate of zero). Above 1 is respectable for a simple strategy; above 2 on daily data deserves suspicion.',
        '**Sortino ratio:** like Sharpe, but only downside swings count as risk.',
        '**Win rate and profit factor:** the share of trades that made money, and gross profit divided by gross loss. A profit factor below 1 means the strategy lost money overall.',
        '**Exposure:** the share of bars with a position open. Low exposure with a decent return can be valuable: your money was free the rest of the time.',
        '**Number of trades:** with fewer than about 30 trades, every other figure is shaky. One lucky trade can make a year.',
      ],
    },
    {
      type: 'stats',
      items: [
        { value: '252', label: 'Periods a year used for stocks and forex' },
        { value: '365', label: 'Periods a year used for crypto' },
        { value: '0%', label: 'Risk-free rate in the Sharpe ratio' },
        { value: '95%', label: 'Confidence of the historical VaR shown' },
      ],
    },
    { type: 'heading', text: 'Reading the trade list' },
    {
      type: 'paragraph',
      text: 'Metrics summarise; the trade list explains. Sort it by profit and look at the biggest winners and losers. Does the strategy depend on one or two exceptional trades? Then it is fragile. Are most losses cut at the stop, as designed, or do some run far past it because the market opened beyond your stop? Gaps like that are real, and the engine fills them at the open, not at your stop price. Look at how long trades last, and whether the exit reasons are what you intended.',
    },
    {
      type: 'callout',
      variant: 'success',
      text: 'Export the closed trades and the equity curve as CSV to analyse them in a spreadsheet, or export the strategy as a Python script that reproduces its trades with pandas, to check every calculation yourself.',
    },
    {
      type: 'paragraph',
      text: 'If you want to see the core idea in code, here is a minimal sketch in pandas of the crossover signal itself. It is not the exported script (which also handles fills, costs, stops and metrics), but it shows why the signal at one close can only be acted upon at the next open.',
    },
    {
      type: 'code',
      language: 'python',
      caption: 'A minimal pandas sketch of the crossover signal, for illustration.',
      code: `import pandas as pd

bars = pd.read_csv("BTC-USD.csv", parse_dates=["date"], index_col="date")
fast = bars["close"].rolling(20).mean()
slow = bars["close"].rolling(50).mean()

# A cross above: fast was at or below slow on the previous bar and is above it now.
cross_above = (fast.shift(1) <= slow.shift(1)) & (fast > slow)

# Decided at the close of bar t, filled at the open of bar t+1.
entry_price = bars["open"].shift(-1)[cross_above]
print(entry_price.head())`,
    },
    { type: 'heading', text: 'Holding data back: a simple out-of-sample test' },
    {
      type: 'paragraph',
      text: 'The most useful habit you can build is to keep part of your history untouched while you design. Suppose you have daily data from 2015 to 2025. Design and adjust your strategy using only 2015 to 2021. When you are happy with it, and only then, run it once on 2022 to 2025 without changing anything. This later period is your **out-of-sample** test: the strategy has never seen it, just as it will never have seen the future.',
    },
    {
      type: 'paragraph',
      text: 'Expect the out-of-sample result to be worse than the in-sample one; it almost always is, because some of what you tuned was noise. What you are looking for is that the character survives: a trend-following strategy should still catch the big trends and still suffer in sideways markets, a mean-reversion strategy should still buy dips that recover. If the out-of-sample period turns a steady gain into a steady loss, the honest conclusion is that the idea does not work, however good the first period looked.',
    },
    {
      type: 'paragraph',
      text: 'In StratBlocks this needs nothing special: set the start and end dates of the strategy to the design period while you work, save it, then change only the dates and run again. Because every run uses the same engine and the same costs, the two results are directly comparable. A more thorough version, called walk-forward testing, repeats the process over several consecutive windows, re-designing on each one and testing on the next.',
    },
    {
      type: 'callout',
      variant: 'info',
      text: 'Be strict with yourself: if you go back and adjust the rules after seeing the out-of-sample result, that period has become part of your design data, and you need a new, untouched period to test on.',
    },
    { type: 'heading', text: 'What a backtest cannot tell you' },
    {
      type: 'paragraph',
      text: 'Even a perfectly honest backtest leaves important things out. It cannot model market impact, the way a large order moves the price against you. It cannot know whether you would really have placed every order, especially the fifth losing trade in a row. It assumes the future will resemble the past, and markets change: regulations, participants and technology all shift over the years. And it only tests the markets and periods you gave it.',
    },
    {
      type: 'callout',
      variant: 'warning',
      text: 'A good backtest is necessary but never sufficient. Past performance, real or simulated, does not guarantee future results. Nothing here is investment advice.',
    },
    { type: 'heading', text: 'A checklist before you trust a result' },
    {
      type: 'list',
      ordered: true,
      items: [
        'Are commission and slippage realistic for this market, and switched on?',
        'Were the parameters chosen before the test, and do neighbouring values give similar results?',
        'Does the strategy have at least 30 trades over the period?',
        'Did it work on a period you did not use to design it?',
        'Does it beat buying and holding on return, on drawdown, or on both, and is that what you wanted?',
        'Could you really have sat through the maximum drawdown?',
        'Do you understand every trade in the list, including the losers?',
      ],
    },
    {
      type: 'paragraph',
      text: 'If you can answer yes to all seven, you have a result worth watching on new data. If not, you have learned something valuable for the cost of a few clicks, which is exactly what backtesting is for.',
    },
  ],
};
