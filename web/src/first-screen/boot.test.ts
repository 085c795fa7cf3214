import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAppAfterPaint } from './boot.ts';

afterEach(() => vi.useRealTimers());

describe("a drawn page's script", () => {
  it("starts the app's script once the page has loaded and painted, not before", () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');

    startAppAfterPaint('/assets/index-1.js');
    expect(frames).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(frames).toHaveLength(1);
  });

  it('starts at the next frame on a page that has loaded already, and not at all without a script to start', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    startAppAfterPaint(undefined);
    expect(frames).toHaveLength(0);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    startAppAfterPaint('/assets/index-1.js');
    expect(frames).toHaveLength(1);
  });
});
