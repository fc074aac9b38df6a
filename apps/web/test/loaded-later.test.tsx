import { act, cleanup, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOnce, useLoaded } from '../src/lib/loaded-later';

/** A loader whose promise the test settles by hand. */
function deferredLoader() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  let calls = 0;
  const load = loadOnce(() => {
    calls += 1;
    return new Promise<{ default: ComponentType }>((resolve, reject) => {
      settle = {
        resolve: () => {
          resolve({ default: () => <p>The widget</p> });
        },
        reject,
      };
    });
  });
  return { load, settle: () => settle, calls: () => calls };
}

function pageWith(load: ReturnType<typeof deferredLoader>['load']) {
  const Widget = lazy(load);
  return function Page() {
    const loaded = useLoaded(load);
    const placeholder = <p>The placeholder</p>;
    return <Suspense fallback={placeholder}>{loaded ? <Widget /> : placeholder}</Suspense>;
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
