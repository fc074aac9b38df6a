import type { StrategyConfig } from '@stratblocks/contracts';
import { useMemo } from 'react';
import { rulesText } from '../../../lib/rules-text';
import { Card, CardContent, CardHeader } from '../../../ui';

/** The strategy's rules as text (docs/plain-english.md), one line per side: Buy, Sell, Short, Cover. */
export function RulesCard({ config }: { config: StrategyConfig }) {
  const rules = useMemo(() => rulesText(config), [config]);
  return (
    <Card className="xl:col-span-2">
      <CardHeader title="Rules" />
      <CardContent>
        {!rules.ok ? (
          <p className="text-sm text-fg-muted">{rules.message}</p>
        ) : rules.lines.length === 0 ? (
          <p className="text-sm text-fg-muted">This strategy has no rules yet.</p>
        ) : (
          <ul aria-label="Rules as text" className="space-y-1.5">
            {rules.lines.map((line) => (
              <li key={line} className="font-mono text-sm break-words text-fg">
                {line}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
