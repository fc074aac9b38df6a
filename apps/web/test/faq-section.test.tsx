import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FaqSection } from '../src/features/landing/sections/faq-section';

afterEach(cleanup);

describe('the FAQ section', () => {
  // One test: the accordion's code loads once per module, and this one taps before it has.
  it(
    'opens, and focuses, a question tapped on the placeholder before the accordion arrived',
    { timeout: 20_000 },
    async () => {
      render(<FaqSection />);
      const placeholder = screen.getByRole('button', { name: 'Which markets can I test?' });
      // The placeholder: plain buttons, no accordion yet (Radix marks its triggers with data-state).
      expect(placeholder.hasAttribute('data-state')).toBe(false);
      placeholder.focus();
      act(() => {
        fireEvent.click(placeholder);
      });

      // The accordion arrives by a dynamic import: on a busy machine that takes longer than a second.
      const trigger = await screen.findByRole(
        'button',
        { name: 'Which markets can I test?', expanded: true },
        { timeout: 15_000 },
      );
      expect(trigger.getAttribute('data-state')).toBe('open');
      expect(document.activeElement).toBe(trigger);
      expect(
        screen.getByRole('button', { name: 'Is StratBlocks really free?' }).getAttribute('aria-expanded'),
      ).toBe('false');
    },
  );
});
