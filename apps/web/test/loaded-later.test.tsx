import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadedLater } from '../src/lib/loaded-later';

/** A loader whose promise the test settles by hand, counting its calls (it does not run once by itself). */
function deferredLoader() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<{ default: () => ReactNode }>((resolve, reject) => {
      settle = {
        resolve: () => {
          resolve({ default: () => <p>The widget</p> });
        },
        reject,
      };
    });
  };
  return { load, settle: () => settle, calls: () => calls };
}

function pageWith(load: ReturnType<typeof deferredLoader>['load']) {
  const Widget = loadedLater(load);
  return function Page() {
    return <Widget fallback={<p>The placeholder</p>} />;
  };
}

afterEach(cleanup);

describe('a part loaded later', () => {
  it('is its placeholder on the server, then the loaded part once its code has arrived', async () => {
    const loader = deferredLoader();
    const Page = pageWith(loader.load);
    expect(renderToString(<Page />)).toContain('The placeholder');

    render(<Page />);
    expect(screen.getByText('The placeholder')).toBeTruthy();
    await act(async () => {
      loader.settle()?.resolve();
      await Promise.resolve();
    });
    expect(await screen.findByText('The widget')).toBeTruthy();
    expect(screen.queryByText('The placeholder')).toBeNull();
    // The hook and the lazy component shared one load.
    expect(loader.calls()).toBe(1);
  });

  it('keeps the placeholder when its code fails to load', async () => {
    const loader = deferredLoader();
    const Page = pageWith(loader.load);
    render(<Page />);
    await act(async () => {
      loader.settle()?.reject(new Error('offline'));
      await Promise.resolve();
    });
    expect(screen.getByText('The placeholder')).toBeTruthy();
    expect(screen.queryByText('The widget')).toBeNull();
  });
});
