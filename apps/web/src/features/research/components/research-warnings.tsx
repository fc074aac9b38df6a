import { Alert } from '../../../ui';

/** The warnings of a sweep or walk-forward, in one banner: what a careful quant would point out. */
export function ResearchWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <Alert
      tone="warning"
      title={warnings.length === 1 ? 'One thing to check' : `${warnings.length} things to check`}
    >
      <ul className="mt-1 list-disc space-y-1 pl-4">
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </Alert>
  );
}
