import type { BlogPost } from './types';

export const TECHNICAL_INDICATORS: BlogPost = {
  id: 'technical-indicators-guide',
  title: 'Technical Indicators Explained: Moving Averages, RSI, MACD, Bollinger Bands and ATR',
  excerpt:
    'What the most widely used indicators actually compute, what they are good and bad at, and how to turn each one into a precise, testable rule.',
  date: '2025-01-22',
  category: 'Education',
  image: '📊',
  content: [
    {
      type: 'intro',
      text: 'A technical indicator is a formula applied to past prices and volumes that produces a new series of numbers. That is all. Indicators do not know the future; they **summarise the past in a particular way**, and each way highlights something different: the direction of the trend, its speed, how far price has stretched, how violently it is moving. Knowing exactly what each formula computes is the difference between using an indicator and being used by it.',
    },
    { type: 'heading', text: 'Four families, four questions' },
    {
      type: 'paragraph',
      text: 'Hundreds of indicators exist, but almost all of them answer one of four questions. Grouping them this way helps you avoid a very common mistake: combining three indicators that all answer the same question and calling it confirmation.',
    },
    {
      type: 'list',
      items: [
        '**Trend:** which way is price going? Moving averages (SMA, EMA, WMA), MACD, Donchian channels.',
        '**Momentum:** how fast, and is it running out of steam? RSI, Stochastic, Williams %R, CCI, rate of change.',
        '**Volatility:** how much is price moving? ATR, Bollinger Bands, Keltner channels, standard deviation.',
        '**Volume:** how much conviction is behind the move? On-balance volume (OBV), accumulation/distribution, volume averages.',
      ],
    },
    {
      type: 'stats',
      items: [
        { value: '14', label: 'Default RSI period (Wilder)' },
        { value: '12 / 26 / 9', label: 'Default MACD fast, slow, signal' },
        { value: '20, 2σ', label: 'Default Bollinger Bands' },
        { value: '14', label: 'Default ATR period' },
      ],
    },
    {
      type: 'paragraph',
      text: 'The defaults above are the conventional values most charting tools use, and the defaults of the corresponding blocks in StratBlocks. Conventional values have one great virtue for testing: they were chosen long before you looked at your data, so they cannot have been tuned to it.',
    },
    { type: 'heading', text: 'Moving averages: the trend, smoothed' },
    {
      type: 'paragraph',
      text: 'A **simple moving average** (SMA) of n bars is the plain average of the last n closing prices. Each day the oldest price drops out and the newest comes in. The result follows price with a lag: the longer the period, the smoother the line and the later it turns. An **exponential moving average** (EMA) gives more weight to recent prices (a weight of 2 / (n + 1) to the newest bar), so it turns sooner for the same period. A **weighted moving average** (WMA) weights prices linearly, the newest most.',
    },
    {
      type: 'paragraph',
      text: 'Moving averages are used in three main ways: price above or below an average as a trend filter (“only buy while the close is above its 200-day SMA”), two averages crossing as a signal (the classic 20/50 crossover), and the slope of an average as a measure of direction. All three are simple rows in the builder: **Close > SMA(200)**, **SMA(20) Cross Above SMA(50)**, and so on.',
    },
    {
      type: 'callout',
      variant: 'info',
      text: 'In StratBlocks the EMA is seeded the way TA-Lib seeds it, with the simple average of the first n values, so its first values match the most widely used technical-analysis library. Every indicator returns no value during its warm-up bars, and a comparison with a missing value is simply false.',
    },
    { type: 'heading', text: 'RSI: how stretched is the move?' },
    {
      type: 'paragraph',
      text: 'The **Relative Strength Index**, introduced by J. Welles Wilder in 1978, compares the size of recent up moves with recent down moves. Over 14 bars it averages the gains and the losses separately (with Wilder’s smoothing, a slow exponential average), takes their ratio RS = average gain / average loss, and maps it onto a 0 to 100 scale: RSI = 100 − 100 / (1 + RS). When gains dominate, RSI approaches 100; when losses dominate, it approaches 0.',
    },
    {
      type: 'chart',
      component: 'aapl-rsi',
      caption:
        'Apple’s daily close (top) and its 14-day RSI (bottom), with the conventional 30 and 70 lines, computed from the bundled daily data with the same RSI the engine uses.',
    },
    {
      type: 'paragraph',
      text: 'Readings above 70 are traditionally called overbought and below 30 oversold. Those words are misleading: an overbought market is not a market that must fall. In a strong uptrend RSI can stay above 70 for weeks while price keeps rising, which is why selling every time RSI crosses 70 is often a poor strategy in trending markets. RSI works better as a measure of stretch in markets that tend to revert, or as a filter (“do not buy when RSI is already above 70”).',
    },
    {
      type: 'paragraph',
      text: 'To use a fixed level in the builder, compare the RSI block with the **Number** block: **RSI(14) < Number(30)** is true on every bar where RSI is below 30, while **RSI(14) Cross Above Number(30)** is true only on the bar where it climbs back over 30. The difference matters: the first keeps firing throughout a decline, the second waits for the first sign of a turn.',
    },
    { type: 'heading', text: 'MACD: trend and momentum in one' },
    {
      type: 'paragraph',
      text: 'The **MACD** (Moving Average Convergence Divergence) is the difference between a 12-period and a 26-period EMA of the close. When the faster average pulls away above the slower one, MACD rises; when they converge, it falls back towards zero. A 9-period EMA of the MACD line is the **signal** line, and the difference between the two is the **histogram**.',
    },
    {
      type: 'list',
      items: [
        '**MACD crosses above its signal line:** upward momentum is increasing. In the builder, pick the macd line on one MACD block and the signal line on another: MACD(macd) Cross Above MACD(signal).',
        '**MACD crosses above zero:** the 12-period EMA has crossed above the 26-period EMA, a moving-average crossover in disguise.',
        '**Histogram shrinking:** the move is slowing down, even if price is still rising.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Because MACD is built from moving averages, it inherits their lag. It is a trend-following tool: excellent at staying in long moves, poor in choppy, sideways markets, where it produces many small crossings.',
    },
    { type: 'heading', text: 'Stochastic: where is the close within the range?' },
    {
      type: 'paragraph',
      text: 'The **Stochastic oscillator** asks where today’s close sits within the high-low range of the last 14 bars: at the top (100), at the bottom (0) or in between. The raw value is noisy, so the common “slow” version smooths it with a 3-period average to give %K, and smooths %K again to give %D. StratBlocks uses this slow stochastic. Like RSI it is read with thresholds, usually 80 and 20, and with the same caution: in a strong trend it can stay pinned near an extreme for a long time.',
    },
    {
      type: 'paragraph',
      text: 'Williams %R is the same idea turned upside down, running from 0 to −100. CCI (Commodity Channel Index) measures how far the typical price is from its average in units of mean deviation. They are useful variations, but they answer the same question as RSI and Stochastic; using all of them together adds little.',
    },
    { type: 'heading', text: 'Bollinger Bands: volatility around an average' },
    {
      type: 'paragraph',
      text: '**Bollinger Bands**, developed by John Bollinger in the 1980s, draw a 20-period SMA with a band 2 standard deviations above and below it. When prices swing widely, the standard deviation grows and the bands widen; when the market is quiet, they contract. About 95% of values would fall inside two standard deviations if returns were normally distributed, but market prices are not, so touches of the bands are more frequent than that figure suggests.',
    },
    {
      type: 'chart',
      component: 'aapl-bollinger',
      caption:
        'Apple’s daily close in 2025 with its Bollinger Bands (20-day SMA plus and minus two standard deviations), computed from the bundled data with the engine’s Bollinger Bands block.',
    },
    {
      type: 'paragraph',
      text: 'Two opposite strategies use the same bands. **Mean reversion** buys when the close drops below the lower band, betting on a return to the middle. **Breakout** buys when the close rises above the upper band, betting that a volatility expansion starts a new trend. Which one works depends on the market and the period, which is precisely what a backtest is for. In the builder, the Bollinger Bands block has a line selector: **Close Cross Below Bollinger Bands(lower)** and **Close Cross Above Bollinger Bands(upper)** are both one row.',
    },
    {
      type: 'paragraph',
      text: '**Keltner channels** are a close cousin: an EMA with bands set at a multiple of ATR instead of standard deviation. **Donchian channels** simply draw the highest high and lowest low of the last n bars; a close above the 20-day high is the breakout rule made famous by the “Turtle” traders of the 1980s.',
    },
    { type: 'heading', text: 'ATR: the ruler for your stops' },
    {
      type: 'paragraph',
      text: 'The **Average True Range** measures how much a market typically moves in one bar. The true range of a bar is the largest of three distances: high minus low, high minus the previous close, and the previous close minus low (the last two capture gaps). ATR is Wilder’s 14-bar average of it. ATR has no direction; it is a ruler.',
    },
    {
      type: 'paragraph',
      text: 'That makes it ideal for sizing stops. A fixed 2% stop is far too tight for a volatile cryptocurrency and rather loose for a sleepy utility stock. A stop at **2 × ATR** below the entry adapts to each market automatically. StratBlocks has this as exit blocks: **ATR Stop** (a fixed stop at a multiple of ATR from the entry price) and **Trailing Stop ATR** (a stop that follows the highest high since entry at a multiple of ATR below it).',
    },
    {
      type: 'comparison',
      goodTitle: 'Indicators that complement each other',
      badTitle: 'Indicators that repeat each other',
      good: [
        'A trend filter (Close > SMA 200) with a momentum entry (RSI crosses above 30)',
        'A breakout entry (close above Donchian upper) with an ATR stop',
        'A MACD signal with a volume condition (High Volume)',
      ],
      bad: [
        'RSI, Stochastic and Williams %R all below their oversold lines',
        'SMA, EMA and WMA crossovers of the same lengths',
        'MACD above zero and a 12/26 EMA crossover',
      ],
    },
    { type: 'heading', text: 'Volume: conviction behind the move' },
    {
      type: 'paragraph',
      text: 'Price tells you what happened; volume tells you how many people took part. **On-balance volume** (OBV) adds the day’s volume when the close rises and subtracts it when the close falls, building a running total. A price rise with OBV rising too is broadly supported; a price rise with OBV falling is narrower. Simpler conditions are often more useful for rules: StratBlocks’ **High Volume** block is true when volume is above a multiple of its recent average, a quick way to demand participation before entering.',
    },
    {
      type: 'callout',
      variant: 'warning',
      text: 'Volume means different things in different markets. For stocks it is shares traded on the exchanges in the data; for cryptocurrencies it depends on which venues the data source aggregates; many forex series have no meaningful volume at all. Check before building a rule on it.',
    },
    { type: 'heading', text: 'Divergence, and why it is hard to test' },
    {
      type: 'paragraph',
      text: 'You will often read about **divergence**: price makes a new high but RSI or MACD makes a lower high, suggesting the move is losing strength. It is a popular idea and sometimes a useful one to look at, but it is hard to turn into a precise rule. Which two highs? How far apart? How much lower must the indicator be? Every answer adds parameters, and each parameter is another chance to fit the past. If you want to test a divergence idea, start with the simplest version you can state exactly, for example “the close is at a 20-day high while RSI(14) is below 60”, and treat any result with extra suspicion.',
    },
    { type: 'heading', text: 'Timeframes and markets change the meaning' },
    {
      type: 'paragraph',
      text: 'An indicator’s period is counted in bars, not in days. RSI(14) on daily bars looks back about three weeks of trading; on weekly bars it looks back more than three months; on hourly bars, about two trading days. The same rule can therefore behave completely differently when you change the bar size, and a threshold that suits one timeframe may not suit another. When you change the time interval of a strategy, re-test it rather than assuming it carries over.',
    },
    {
      type: 'paragraph',
      text: 'Markets differ too. Cryptocurrencies trade every day of the year, so 14 daily bars cover exactly two weeks, while for stocks they cover almost three weeks of calendar time. Volatility differs enormously: a daily ATR of 1% of the price is normal for a large utility stock and unusually calm for Bitcoin. Fixed percentage rules (a 2% stop, a 5% target) are therefore rarely transferable between markets, while volatility-scaled rules (a stop at 2 × ATR) transfer much better. This is one of the most practical reasons to learn ATR early.',
    },
    {
      type: 'paragraph',
      text: 'Finally, remember that the bundled data, like most free daily data, is adjusted for splits and dividends. The adjusted close of a stock ten years ago is not the price that was quoted that day, but the returns between days are right, which is what indicators and backtests need. If you upload your own data, make sure it is adjusted in the same way, or a split will appear as a crash.',
    },
    { type: 'heading', text: 'From indicator to testable rule' },
    {
      type: 'paragraph',
      text: 'An indicator on its own is not a strategy. To become one it needs to be turned into a precise condition, combined with an exit, and tested. A good process looks like this:',
    },
    {
      type: 'list',
      ordered: true,
      items: [
        '**State the idea in words first.** “Apple tends to recover after short, sharp dips while its long-term trend is up.”',
        '**Translate each word into a block.** Long-term trend up: Close > SMA(200). Short, sharp dip: RSI(14) < Number(30).',
        '**Add the exit before you test.** RSI(14) Cross Above Number(50), or a Take Profit % and a Stop Loss %, or an ATR Stop.',
        '**Keep costs on and use conventional parameters.** Test once, look at the whole results page, not just the return.',
        '**Change one thing at a time.** If you change three settings and the result improves, you will not know why.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Every indicator mentioned in this article is a block in the StratBlocks builder, with its conventional defaults, among dozens of others. Each block carries a description of what it computes, shown in the builder when you select it, so you can always check a formula before you rely on it.',
    },
    { type: 'heading', text: 'The limits of indicators' },
    {
      type: 'paragraph',
      text: 'Every indicator here is computed from the same price series, so none of them contains information the price did not already have. They do not predict; they describe. Their value lies in turning a vague impression (“it has fallen a lot”) into a number you can test (“RSI is below 30”). A strategy built on them still needs to prove itself on data it was not designed on, with realistic costs, and still carries the risk that the future will not look like the past.',
    },
    {
      type: 'callout',
      variant: 'success',
      text: 'A good next step: build the trend-filtered RSI strategy described above on a large US stock in the builder, backtest it over ten years of daily data, then compare it with buying and holding the same stock.',
    },
  ],
};
