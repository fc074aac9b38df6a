import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeBoxes } from '../src/features/auth/components/code-boxes';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [digits, setDigits] = useState(['', '', '', '']);
  return (
    <CodeBoxes
      digits={digits}
      onChange={(next) => {
        setDigits(next);
        if (next.every(Boolean)) onComplete(next.join(''));
      }}
    />
  );
}

afterEach(cleanup);

const box = (index: number) => screen.getByLabelText(`Digit ${index} of 4`);

describe('the verification code boxes (docs/product.md#screens-and-routes)', () => {
  it('advance as digits are typed and ignore other characters', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await userEvent.click(box(1));
    await userEvent.keyboard('4a2');
    expect(box(1)).toHaveProperty('value', '4');
    expect(box(2)).toHaveProperty('value', '2');
    expect(document.activeElement).toBe(box(3));
    await userEvent.keyboard('07');
    expect(onComplete).toHaveBeenCalledWith('4207');
  });

  it('Backspace in an empty box clears the previous one and moves there', async () => {
    render(<Harness onComplete={vi.fn()} />);
    await userEvent.click(box(1));
    await userEvent.keyboard('12');
    expect(document.activeElement).toBe(box(3));
    await userEvent.keyboard('{Backspace}');
    expect(box(2)).toHaveProperty('value', '');
    expect(document.activeElement).toBe(box(2));
  });

  it('take a pasted code whole', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => ' 98-76 ' } });
    expect([1, 2, 3, 4].map((index) => (box(index) as HTMLInputElement).value)).toEqual(['9', '8', '7', '6']);
    expect(onComplete).toHaveBeenCalledWith('9876');
  });
});
