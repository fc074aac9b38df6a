import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const TONES: Record<AlertTone, { classes: string; icon: ReactNode }> = {
  info: { classes: 'border-info/30 bg-info-soft text-fg', icon: <Info className="text-info" aria-hidden /> },
  success: {
    classes: 'border-gain/30 bg-gain-soft text-fg',
    icon: <CheckCircle2 className="text-gain" aria-hidden />,
  },
  warning: {
    classes: 'border-warning/30 bg-warning-soft text-fg',
    icon: <AlertTriangle className="text-warning" aria-hidden />,
  },
  error: {
    classes: 'border-loss/30 bg-loss-soft text-fg',
    icon: <XCircle className="text-loss" aria-hidden />,
  },
};

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Buttons at the end of the banner. */
  action?: ReactNode;
}

/** An inline banner: an error above a form, a note on a page. Errors are announced (role alert). */
export function Alert({ tone = 'info', title, children, className, action }: AlertProps) {
  const { classes, icon } = TONES[tone];
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-3 rounded-lg border px-3.5 py-3 text-sm [&>svg]:size-4',
        classes,
        className,
      )}
    >
      <span className="mt-0.5 shrink-0 [&_svg]:size-4">{icon}</span>
      <div className="min-w-0 flex-1">
        {title ? <p className="font-medium">{title}</p> : null}
        {children ? <div className={cn(title ? 'mt-0.5 text-fg-muted' : null)}>{children}</div> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
