import type { BlogPost } from './types';

export const GETTING_STARTED: BlogPost = {
  id: 'getting-started-algorithmic-trading',
  title: 'Getting Started with Algorithmic Trading: A Beginner’s Guide',
  excerpt:
    'What a trading strategy really is, how to write one down as rules, and how to test it on years of market history before risking a cent.',
  date: '2025-01-08',
  category: 'Beginner',
  image: '🚀',
  content: [
    {
      type: 'intro',
      text: 'Algorithmic trading sounds like something done by physicists in glass towers. At its heart it is much simpler: **you write your trading decisions down as precise rules, and let a computer apply them the same way every time.** This guide explains what that means, why it helps even if you never automate a single order, and how to build and test your first strategy without writing code.',
    },
    { type: 'heading', text: 'What “algorithmic” really means' },
    {
      type: 'paragraph',
      text: 'An algorithm is just a recipe: a list of steps that always produces the same output for the same input. A trading algorithm takes market data (prices, volumes) as input and produces decisions as output: buy, sell, or do nothing. The opposite is discretionary trading, where each decision is a judgement made in the moment. Most people who lose money trading do so with discretionary decisions they could not describe afterwards, let alone repeat.',
    },
    {
      type: 'paragraph',
      text: 'Writing rules down forces clarity. “Buy when the trend looks strong” is not a rule; a computer cannot apply it and neither, honestly, can you. “Buy when the 20-day average price crosses above the 50-day average price” is a rule. You can apply it to any chart, at any date, and get exactly one answer. That is what makes it testable.',
    },
    {
      type: 'callout',
      variant: 'info',
      text: 'You do not need to let a computer place orders to benefit from algorithmic thinking. Many traders use tested rules to decide and still place every order by hand. StratBlocks itself never places orders: it is for designing and testing rules.',
    },
    { type: 'heading', text: 'The four parts of every strategy' },
    {
      type: 'paragraph',
      text: 'However complex a strategy looks, it answers four questions. If one of them has no answer, the strategy is not finished.',
    },
    {
      type: 'list',
      ordered: true,
      items: [
        '**What and when:** which market (a stock, an ETF, a cryptocurrency, a currency pair), on which bar size (daily, hourly, weekly) and over which period.',
        '**Entry:** the exact condition that opens a trade. For example, a fast moving average crossing above a slow one.',
        '**Exit:** the exact condition that closes it, in profit or in loss. An exit signal, a stop loss, a take-profit target, or all three.',
        '**Size and risk:** how much of your account goes into each trade, and what limits stop you trading after a bad run.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Beginners spend almost all their attention on the entry. Professionals tend to say that exits and position size matter more: a mediocre entry with disciplined exits can survive, while a brilliant entry with no stop loss can wipe out an account in one bad week.',
    },
    { type: 'heading', text: 'A first strategy: the moving-average crossover' },
    {
      type: 'paragraph',
      text: 'The classic first strategy is the moving-average crossover. A simple moving average (SMA) of 20 days is the average closing price of the last 20 days. It smooths out daily noise and follows the price with a delay. A 50-day average follows it with a longer delay. When the short average rises above the long one, recent prices are higher than older prices: the market has been going up. When it falls back below, the rise has faded.',
    },
    {
      type: 'chart',
      component: 'btc-sma-crossover',
      caption:
        'Bitcoin’s daily closing price with its 20-day and 50-day simple moving averages, drawn from the daily data bundled with StratBlocks. Each time the blue line crosses above the orange one, the crossover strategy buys; each time it crosses back below, it sells.',
    },
    {
      type: 'paragraph',
      text: 'Look at the chart for a moment. In long, steady trends the crossover catches a large part of the move. In sideways periods the two averages tangle together and the strategy buys and sells repeatedly for small losses. That trade-off, capturing trends at the cost of “whipsaws” in flat markets, is the character of nearly every trend-following strategy. A backtest will show you how often each happened.',
    },
    { type: 'heading', text: 'Building it without code' },
    {
      type: 'paragraph',
      text: 'In the StratBlocks builder a condition is a row of blocks that reads like a sentence: a value, a comparison, another value. The crossover entry is three blocks:',
    },
    {
      type: 'list',
      items: [
        '**SMA** with period 20 (a comparable value)',
        '**Cross Above** (a comparison operator)',
        '**SMA** with period 50',
      ],
    },
    {
      type: 'paragraph',
      text: 'The exit is the mirror image: SMA 20 **Cross Below** SMA 50. You can join rows with **And** and **Or** to make richer conditions, for example “the crossover happened **and** RSI is below 70”. Exit blocks such as **Stop Loss %** and **Take Profit %** can be joined to an exit row with Or, so that a trade closes at whichever comes first: the signal, the stop or the target.',
    },
    {
      type: 'callout',
      variant: 'success',
      text: 'Try it on the home page first: the interactive demo lets you drop an MA Crossover, a Take Profit and a Stop Loss into a strategy and run it on real Bitcoin, Ether or Apple data, right in your browser, without an account.',
    },
    { type: 'heading', text: 'Choosing the settings that matter' },
    { type: 'subheading', text: 'Capital and position size' },
    {
      type: 'paragraph',
      text: 'The initial capital is the imaginary account the backtest starts with. **Equity used** is the share of the account each new trade takes: 100% means all in, 10% means ten equal slices. Smaller slices make each loss smaller and the equity curve smoother, at the cost of smaller gains. There is no universally right number, but a single trade risking your whole account is rarely a good idea outside of a test.',
    },
    { type: 'subheading', text: 'Costs: commission and slippage' },
    {
      type: 'paragraph',
      text: 'Every real trade costs something. **Commission** is what the broker or exchange charges; **slippage** is the difference between the price you expected and the price you got. StratBlocks sets a 0.1% commission per fill by default and charges it on every buy and every sell; slippage starts at zero and you can raise it to be more conservative. A strategy that trades often can look brilliant without costs and lose money with them, so never switch them off to make a result look better.',
    },
    { type: 'subheading', text: 'The test period' },
    {
      type: 'paragraph',
      text: 'Test over a period that contains different kinds of market: a rising one, a falling one and a sideways one. Five years of daily data is a reasonable start. A strategy tested only in a bull market has only proven that bull markets go up.',
    },
    { type: 'heading', text: 'Reading your first results' },
    {
      type: 'paragraph',
      text: 'When the backtest finishes you will see an equity curve, a table of closed trades and a set of metrics. It is tempting to look only at the total return. Resist that. Four figures tell you much more together than any one alone:',
    },
    {
      type: 'stats',
      items: [
        { value: 'Return', label: 'How much the account grew, in percent' },
        { value: 'Max DD', label: 'The worst fall from a peak, in percent' },
        { value: 'Sharpe', label: 'Return per unit of volatility' },
        { value: 'Win rate', label: 'Share of closed trades that made money' },
      ],
    },
    {
      type: 'paragraph',
      text: 'The **maximum drawdown** answers a very practical question: what is the worst loss, from a high point, that you would have had to sit through? A strategy that returns 200% with a 70% drawdown would have required you to watch more than two thirds of your money disappear along the way. Few people can do that in real life. The **Sharpe ratio** relates return to the day-to-day swings of the account; higher is smoother. A **win rate** under 50% is normal for trend-following strategies: they lose often, in small amounts, and win less often, in larger amounts.',
    },
    {
      type: 'paragraph',
      text: 'Always compare with **buying and holding** the same market over the same days, which StratBlocks reports next to your strategy. If a strategy makes less than simply holding and also suffers larger drawdowns, the rules are not adding anything. If it makes a little less but with far smaller drawdowns, it may still be worth it to you.',
    },
    { type: 'heading', text: 'Common beginner mistakes' },
    {
      type: 'comparison',
      goodTitle: 'Good habits',
      badTitle: 'Common mistakes',
      good: [
        'Write the rule down before you look at the result',
        'Keep costs on, and realistic',
        'Test on several markets and periods',
        'Prefer simple rules with few parameters',
        'Decide in advance what result would make you drop the idea',
      ],
      bad: [
        'Tweaking numbers until the backtest looks perfect',
        'Switching off commission to “see the real edge”',
        'Testing on one stock in one bull market',
        'Stacking ten indicators that all say the same thing',
        'Treating a backtest as a promise about the future',
      ],
    },
    {
      type: 'paragraph',
      text: 'The first mistake deserves its own name: **overfitting**. With enough knobs you can make any strategy look excellent on the past, because you are fitting the rules to noise that will never repeat. A good defence is to choose round, conventional parameters (20 and 50, not 23 and 47), and to check that nearby values give similar results. If SMA 20/50 works but 18/50 and 22/50 do not, you have found luck, not an edge.',
    },
    { type: 'heading', text: 'From backtest to real decisions' },
    {
      type: 'paragraph',
      text: 'A backtest is evidence, not proof. It tells you how the rules would have behaved on the past under stated assumptions. Before trusting a strategy with money, it is sensible to watch it on new data for a while (“paper trading”), start small, and keep a written record of every decision. If your live results drift far from the backtest, stop and find out why before carrying on.',
    },
    {
      type: 'callout',
      variant: 'warning',
      text: 'Trading carries a real risk of losing money, including more than you expect and faster than you expect. Nothing in this article is investment advice. Test ideas thoroughly, trade small, and never risk money you cannot afford to lose.',
    },
    { type: 'heading', text: 'Your next steps' },
    {
      type: 'list',
      ordered: true,
      items: [
        'Run the MA crossover in the demo on the home page, then change the symbol and see how the same rules behave elsewhere.',
        'Create a free account and rebuild it in the builder, over five years of daily data, with a stop loss.',
        'Read our guide to **backtesting**, to learn what the results can and cannot tell you.',
        'Read our guide to **technical indicators**, to learn what else you can put in a rule.',
      ],
    },
    {
      type: 'paragraph',
      text: 'Algorithmic trading is not about predicting the future. It is about replacing vague hopes with precise, tested rules, and knowing in advance how those rules behave when things go wrong. That habit alone puts you ahead of most people who trade.',
    },
  ],
};
