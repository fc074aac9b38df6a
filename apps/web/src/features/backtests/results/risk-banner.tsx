import { ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../ui';
import { readRiskNotices } from './risk-report';

export interface RiskRulesBannerProps {
  /** chart_data of a run, fresh or saved. */
  chart: unknown;
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
}

/**
 * The top of a run's results when a risk rule stopped or limited it (docs/engine.md, "Risk
 * rules"): the halt with its date, the days entries were blocked, the entries skipped. A status
 * region, so that the news is read out when a run ends; nothing when no rule acted.
 */
export function RiskRulesBanner({ chart, headingLevel: Heading = 'h3', className }: RiskRulesBannerProps) {
  const headingId = useId();
  const notices = readRiskNotices(chart);
  if (notices.length === 0) return null;
  return (
    <section
      role="status"
      aria-labelledby={headingId}
      className={cn(
        'flex items-start gap-2.5 rounded-lg border border-warning/40 bg-warning-soft px-3.5 py-3 text-sm text-fg',
        className,
      )}
    >
      <ShieldAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
      <div className="min-w-0">
        <Heading id={headingId} className="font-semibold">
          Risk rules changed this run
        </Heading>
        <ul className="mt-1 space-y-1">
          {notices.map((notice) => (
            <li key={notice.rule} className="break-words">
              {notice.text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
