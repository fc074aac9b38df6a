import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { METRIC_DEFINITIONS, PerformanceMetricsSchema } from '../src/index';

const docs = readFileSync(new URL('../../../docs/metrics.md', import.meta.url), 'utf8');

describe('metric definitions', () => {
  it('define every field of performance_metrics, and nothing else', () => {
    expect(Object.keys(METRIC_DEFINITIONS).sort()).toEqual(
      Object.keys(PerformanceMetricsSchema.shape).sort(),
    );
  });

  it.each(Object.keys(METRIC_DEFINITIONS))('docs/metrics.md documents %s', (key) => {
    expect(docs).toContain(`| \`${key}\` |`);
  });
});
