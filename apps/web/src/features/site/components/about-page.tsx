import { Link } from 'react-router';
import { buttonClasses, PageMeta } from '../../../ui';
import { PageIntro } from './page-intro';
import { SIGN_UP_PATH } from '../../../lib/auth-paths';

const IS = [
  'A visual builder: strategies are rows of blocks (indicator, comparison, indicator), joined with And and Or, for entries and exits.',
  'A backtesting engine written in TypeScript, with a written execution model: orders fill at the next open, costs on every fill, stops checked inside each bar, no look-ahead.',
  'A place to keep your strategies and their last results, and to export them as JSON, CSV or a Python script that reproduces the trades.',
];

const IS_NOT = [
  'Not a broker: it never places an order and holds no money.',
  'Not investment advice: no strategy, signal or result on the site is a recommendation.',
  'Not a crystal ball: a backtest shows how rules would have behaved on past data, which is no guarantee of the future.',
];

/** What StratBlocks is and is not, and where its data comes from. */
export function AboutPage() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-20 sm:px-6">
      <PageMeta
        title="About"
        description="What StratBlocks is (a free no-code strategy builder and backtester), what it is not (a broker or an adviser) and where its market data comes from."
      />
      <PageIntro eyebrow="About" title="Test the idea before you trade it">
        StratBlocks lets anyone build a trading strategy from blocks and see how it would have behaved on real
        market history, without writing code and without paying.
      </PageIntro>

      <div className="mt-16 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="is-title" className="rounded-2xl border border-border bg-surface p-6">
          <h2 id="is-title" className="text-lg font-semibold">
            What it is
          </h2>
          <ul className="mt-4 list-disc space-y-3 pl-5 text-sm leading-relaxed text-fg-muted">
            {IS.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="is-not-title" className="rounded-2xl border border-border bg-surface p-6">
          <h2 id="is-not-title" className="text-lg font-semibold">
            What it is not
          </h2>
          <ul className="mt-4 list-disc space-y-3 pl-5 text-sm leading-relaxed text-fg-muted">
            {IS_NOT.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="data-title" className="mt-16 space-y-4 text-fg-muted">
        <h2 id="data-title" className="text-2xl font-semibold tracking-tight text-fg">
          Where the data comes from
        </h2>
        <p className="leading-relaxed">
          Every installation ships with a dataset of real historical bars: daily prices of more than 120 large
          US stocks and ETFs (2005 to 2025), the S&amp;P 500, Nasdaq Composite and VIX indices, Bitcoin and
          Ether, three major currency pairs, and hourly SPY bars from 2010 to 2021. The daily stock and crypto
          series are Yahoo Finance data, adjusted for splits and dividends. Nothing is synthetic or
          interpolated.
        </p>
        <p className="leading-relaxed">
          Where the server is configured for it, daily bars can also come from Yahoo Finance directly, cached
          and falling back to the bundled data when offline. And you can upload your own CSV file of bars for
          any symbol; it is visible only to you.
        </p>
      </section>

      <section
        aria-labelledby="free-title"
        className="mt-16 rounded-2xl border border-border p-8 text-center"
      >
        <h2 id="free-title" className="text-2xl font-semibold tracking-tight">
          Free, with no catch
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-fg-muted">
          There is no paid plan and no advertising. We do not sell data. The product is free because testing
          an idea should not cost money.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={SIGN_UP_PATH} className={buttonClasses('primary')}>
            Start Building Free
          </Link>
          <Link to="/contact" className={buttonClasses('outline')}>
            Contact us
          </Link>
        </div>
      </section>
    </div>
  );
}
