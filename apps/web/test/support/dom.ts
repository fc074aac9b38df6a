import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

/**
 * jsdom lays nothing out: give elements a size (so that virtualised lists render rows) and the
 * ResizeObserver that popups expect; unmount what a test rendered after it.
 */
export function withLayout({ width = 1200, height = 400 }: { width?: number; height?: number } = {}): void {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
    if (!('ResizeObserver' in window)) vi.stubGlobal('ResizeObserver', NoResizeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}
