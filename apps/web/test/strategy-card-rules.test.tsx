import { StrategySummarySchema } from '@stratblocks/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StrategyCard } from '../src/features/strategies/components/strategy-card';

/** A summary as GET /api/strategies answers it, with these rules lines. */
function summary(rules: string[] | null) {
  return StrategySummarySchema.parse({
    id: 7,
    name: 'Golden cross',
    description: 'Trend following on SPY',
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    has_config: true,
    has_results: false,
    metrics: null,
    rules,
  });
}

function renderCard(rules: string[] | null) {
  render(
    <MemoryRouter>
      <StrategyCard
        strategy={summary(rules)}
        layout="grid"
        onDuplicate={vi.fn()}
        onDelete={vi.fn()}
        onRun={vi.fn()}
      />
    </MemoryRouter>,
  );
  return screen.getByRole('article', { name: 'Golden cross' });
}

describe("a strategy card's rules", () => {
  afterEach(cleanup);

  it('shows the lines in a clamped block, the whole text in its tooltip', () => {
    const card = renderCard(['Buy when SMA(50) crosses above SMA(200)', 'Sell when stop loss 5%']);
    const block = within(card).getByTitle(/^Buy when/);
    expect(block.getAttribute('title')).toBe(
      'Buy when SMA(50) crosses above SMA(200)\nSell when stop loss 5%',
    );
    expect(block.textContent).toBe('Rules: Buy when SMA(50) crosses above SMA(200)\nSell when stop loss 5%');
    expect(block.className).toContain('line-clamp-3');
    expect(block.className).toContain('whitespace-pre-line');
  });

  it('shows nothing extra for a strategy without lines', () => {
    for (const rules of [null, []]) {
      const card = renderCard(rules);
      expect(card.textContent).not.toContain('Rules:');
      expect(card.textContent).not.toContain('when');
      expect(card.textContent).toContain('Trend following on SPY');
      cleanup();
    }
  });
});
