import { afterEach, describe, expect, it } from 'vitest';
import { APP_FILES_ELEMENT_ID, prefetchApp } from './app-files.ts';

describe("fetching the app's files ahead", () => {
  afterEach(() => {
    document.getElementById(APP_FILES_ELEMENT_ID)?.remove();
    for (const link of document.head.querySelectorAll('link[rel="prefetch"]')) link.remove();
  });

  const named = (text: string) => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = APP_FILES_ELEMENT_ID;
    block.textContent = text;
    document.head.append(block);
  };
  const prefetched = () => document.head.querySelectorAll('link[rel="prefetch"]').length;

  it('asks for nothing when the page names no files, or names them in a block that is not a list of addresses', () => {
    prefetchApp();
    expect(prefetched()).toBe(0);
    for (const text of ['{not json', '{"file": "/a.js"}', '[1, null]']) {
      named(text);
      prefetchApp();
      document.getElementById(APP_FILES_ELEMENT_ID)?.remove();
    }
    expect(prefetched()).toBe(0);
  });

  it('asks for every address the page names', () => {
    named('["/assets/a.js", 3, "/assets/b.css"]');
    prefetchApp();
    expect(prefetched()).toBe(2);
  });
});
