import { Link } from 'react-router';
import { StrategySettingsForm } from './strategy-settings-form';

/** /builder: the strategy builder, starting with its Strategy Settings. */
export function BuilderPage() {
  return (
    <main id="main" className="min-h-screen bg-bg text-fg">
      <header className="flex items-center gap-3 border-b border-border px-6 py-3">
        <Link to="/" aria-label="StratBlocks home">
          <img src="/favicon.svg" alt="" className="h-8 w-8" />
        </Link>
        <h1 className="text-lg font-semibold">Strategy Builder</h1>
      </header>
      <section className="mx-auto max-w-3xl px-6 py-8">
        <h2 className="mb-6 text-xl font-semibold">Strategy Settings</h2>
        <StrategySettingsForm />
      </section>
    </main>
  );
}
