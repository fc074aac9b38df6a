import type { FaqQuestion } from './faq-items';

/** Each question's answer (every question must have one), loaded with the accordion. */
export const FAQ_ANSWERS: Record<FaqQuestion, string> = {
  'Is StratBlocks really free?':
    'Yes, free forever. There is one plan, with every feature: unlimited strategies, unlimited backtests, exports. No credit card is asked for, and there is no trial that runs out.',
  'Do I need to know how to program?':
    'No. Strategies are assembled from blocks: indicators such as SMA or RSI, comparisons such as Cross Above, and exits such as Stop Loss %. If you want code, every strategy can be exported as a Python script that reproduces its trades.',
  'Which markets can I test?':
    'The built-in dataset holds daily bars of 120+ major US stocks and ETFs, the S&P 500, Nasdaq and VIX indices, Bitcoin and Ether, and EUR/USD, GBP/USD and USD/JPY, plus hourly SPY bars for 2010 to 2021. You can also upload your own CSV of bars (date, open, high, low, close, volume) for any symbol.',
  'How realistic are the backtests?':
    'Orders decided at a bar’s close fill at the next bar’s open, with the commission and slippage you set charged on every fill. Stops and targets are checked inside each bar, and when both could have been hit the stop is assumed. Nothing decided on a bar can see later bars. It is still a simulation on past data: it cannot model liquidity, gaps you could not trade or your own discipline.',
  'What data do you collect about me?':
    'Your email address and username, your password as a one-way hash, the strategies and backtest results you save and any CSV you upload. Signing in with Google shares only your basic profile (name, email, picture). We do not sell or share it. See the Privacy Policy for details.',
  'Can I export my strategies and results?':
    'Yes. A strategy exports as JSON (and imports back), its closed trades and equity curve as CSV, and its logic as a self-contained Python script using pandas.',
  'Is this investment advice?':
    'No. StratBlocks is an educational and research tool. It does not execute trades, is not a broker and does not recommend any investment. Past performance in a backtest does not predict future results.',
};
