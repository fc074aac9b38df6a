import { fireEvent, render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../src/ui/button';

describe('Button asChild (src/ui/slot.tsx)', () => {
  it("renders the child element with the button's classes and props, the child's own winning", () => {
    const { getByRole } = render(
      <Button asChild variant="outline" size="lg" className="w-full" title="from the button">
        <a href="/pricing" className="underline" title="from the link">
          Pricing
        </a>
      </Button>,
    );
    const link = getByRole('link', { name: 'Pricing' });
    expect(link.getAttribute('href')).toBe('/pricing');
    expect(link.getAttribute('title')).toBe('from the link');
    expect(link.className.split(' ')).toEqual(
      expect.arrayContaining(['h-11', 'px-6', 'w-full', 'underline']),
    );
    expect(link.className.endsWith('underline')).toBe(true);
  });

  it("calls both click handlers, the child's first, sets both refs and merges styles", () => {
    const calls: string[] = [];
    const buttonRef = createRef<HTMLButtonElement>();
    const linkRef = createRef<HTMLAnchorElement>();
    const { getByRole } = render(
      <Button
        asChild
        ref={buttonRef}
        style={{ color: 'red', margin: 1 }}
        onClick={() => {
          calls.push('button');
        }}
      >
        <a
          href="#top"
          ref={linkRef}
          style={{ color: 'blue' }}
          onClick={(event) => {
            event.preventDefault();
            calls.push('link');
          }}
        >
          Top
        </a>
      </Button>,
    );
    const link = getByRole('link', { name: 'Top' });
    fireEvent.click(link);
    expect(calls).toEqual(['link', 'button']);
    expect(buttonRef.current).toBe(link);
    expect(linkRef.current).toBe(link);
    expect(link.style.color).toBe('blue');
    expect(link.style.margin).toBe('1px');
  });

  it('is a plain button without asChild', () => {
    const onClick = vi.fn();
    const { getByRole } = render(<Button onClick={onClick}>Run</Button>);
    fireEvent.click(getByRole('button', { name: 'Run' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(getByRole('button', { name: 'Run' }).getAttribute('type')).toBe('button');
  });
});
