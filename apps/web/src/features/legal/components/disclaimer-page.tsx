import { AlertTriangle } from 'lucide-react';
import { LegalDocument, type LegalSection } from './legal-document';

const SECTIONS: LegalSection[] = [
  {
    title: 'No investment advice and no warranty',
    body: (
      <p>
        Nothing on StratBlocks (strategies, templates, blog articles, demo or backtest results, metrics or any
        other content) is investment, financial, tax or legal advice, or a recommendation to buy or sell
        anything. The service is provided as is, with no warranty of any kind.
      </p>
    ),
  },
  {
    title: 'Risk warning',
    body: (
      <ul>
        <li>
          <strong>Market risk:</strong> prices of stocks, ETFs, cryptocurrencies and currencies can move
          sharply and unpredictably.
        </li>
        <li>
          <strong>Loss of capital:</strong> you can lose some or all of the money you trade. Never trade money
          you cannot afford to lose.
        </li>
        <li>
          <strong>Backtesting limits:</strong> a backtest replays rules on past data. It cannot model every
          cost, liquidity, market impact, gaps you could not trade, or your own behaviour under pressure, and
          a strategy tuned to past data often fails on new data.
        </li>
        <li>
          <strong>Technical errors:</strong> software and data can contain errors that produce wrong results.
        </li>
        <li>
          <strong>Leverage:</strong> leveraged products (including leveraged ETFs) multiply losses as well as
          gains.
        </li>
      </ul>
    ),
  },
  {
    title: 'No guarantee of results',
    body: <p>Past performance, real or simulated, does not guarantee or predict future results.</p>,
  },
  {
    title: 'Educational purpose only',
    body: (
      <p>
        StratBlocks exists to help people learn how trading rules behave and to research ideas. It does not
        execute trades and is not connected to any brokerage account.
      </p>
    ),
  },
  {
    title: 'Data accuracy',
    body: (
      <p>
        Market data comes from third-party sources. It may contain errors, omissions, delays or adjustments
        (such as for splits and dividends) that differ from other sources. We do not guarantee its accuracy or
        completeness.
      </p>
    ),
  },
  {
    title: 'No professional relationship',
    body: (
      <p>
        Using StratBlocks does not create an adviser, broker, fiduciary or any other professional
        relationship. Consult a licensed professional before making investment decisions.
      </p>
    ),
  },
  {
    title: 'Third-party information',
    body: (
      <p>
        Links to and information from third parties are provided for convenience. We do not endorse them and
        are not responsible for their content.
      </p>
    ),
  },
  {
    title: 'Platform availability',
    body: (
      <p>
        The service may be interrupted, slow or unavailable at times, and features may change. Do not rely on
        it for time-critical decisions.
      </p>
    ),
  },
  {
    title: 'Limitation of liability',
    body: (
      <p>
        To the fullest extent the law allows, StratBlocks is not liable for any loss or damage, including
        trading losses, arising from the use of the service or reliance on its content. The limits in the
        Terms of Service apply.
      </p>
    ),
  },
  {
    title: 'Regulatory compliance',
    body: (
      <p>
        You are responsible for complying with the laws and regulations that apply to your trading where you
        live, including tax obligations.
      </p>
    ),
  },
  {
    title: 'User responsibility',
    body: (
      <p>
        Every trading decision you make is yours alone. Check any strategy independently, size positions
        carefully, and understand the instruments you trade.
      </p>
    ),
  },
  {
    title: 'Changes',
    body: (
      <p>We may update this disclaimer at any time; changes take effect when they are posted on this page.</p>
    ),
  },
  {
    title: 'Contact',
    body: <p>Questions about this disclaimer can be sent to the address below.</p>,
  },
];

export function DisclaimerPage() {
  return (
    <LegalDocument
      title="Disclaimer"
      description="StratBlocks is for education and research: not investment advice, not a broker, and backtests do not predict future results."
      updated="October 20, 2025"
      intro={
        <p>
          Please read this before using any strategy, result or article on StratBlocks. Trading involves
          substantial risk of loss.
        </p>
      }
      sections={SECTIONS}
      contactEmail="legal@stratblocks.com"
      after={
        <div
          role="note"
          aria-label="Final warning"
          className="mt-12 flex gap-4 rounded-2xl border-2 border-warning/60 bg-warning-soft p-6"
        >
          <AlertTriangle className="mt-0.5 size-6 shrink-0 text-warning" aria-hidden />
          <div>
            <h2 className="font-semibold text-fg">Final warning</h2>
            <p className="mt-2 text-sm leading-relaxed text-fg">
              Trading can lose you more than you expect, quickly. A strategy that looked excellent in a
              backtest can lose money from its first live trade. Only trade with money you can afford to lose,
              and never treat anything on StratBlocks as advice.
            </p>
          </div>
        </div>
      }
    />
  );
}
