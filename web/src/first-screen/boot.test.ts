import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAppAfterPaint, UNREPORTED_PAINT_MS } from './boot.ts';

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** A browser that reports paints: the observer's callbacks, to report a paint through. */
function reportingPaints(): PaintCallback[] {
  const callbacks: PaintCallback[] = [];
  class Observer {
    static supportedEntryTypes = ['paint'];
    constructor(callback: PaintCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', Observer);
  return callbacks;
}

const paint = (callbacks: PaintCallback[], name: string) => {
  for (const callback of callbacks) callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) });
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a drawn page's script", () => {
  it("starts the app's script once the page has loaded and its first contentful paint has been shown, not before", async () => {
    vi.useFakeTimers();
    const callbacks = reportingPaints();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const load = vi.fn(async () => undefined);

    const started = startAppAfterPaint('/assets/index-1.js', load);
    await vi.advanceTimersByTimeAsync(10);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(10);
    paint(callbacks, 'first-paint');
    await vi.advanceTimersByTimeAsync(10);
    expect(load).not.toHaveBeenCalled();

    paint(callbacks, 'first-contentful-paint');
    await started;
    expect(load).toHaveBeenCalledWith('/assets/index-1.js');
  });

  it('starts anyway a while after the load when no paint is reported (a hidden tab, a browser without paint timing)', async () => {
    vi.useFakeTimers();
    reportingPaints();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const load = vi.fn(async () => undefined);

    const started = startAppAfterPaint('/assets/index-1.js', load);
    await vi.advanceTimersByTimeAsync(UNREPORTED_PAINT_MS - 10);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);
    await started;
    expect(load).toHaveBeenCalledOnce();
  });

  it('starts nothing without a script to start', async () => {
    const load = vi.fn(async () => undefined);
    await startAppAfterPaint(undefined, load);
    expect(load).not.toHaveBeenCalled();
  });
});
