import { describe, expect, it } from 'vitest';
import { BOOT_MODULE, FIRST_SCREEN_MODULES, headLinks, type Manifest, screenSheets, stylesOf } from './page-files.ts';

const APP_PAGE =
  '<head><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/base-1.css"></head>';

const [layout = '', page = ''] = FIRST_SCREEN_MODULES;
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/base-1.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js', css: ['assets/base-1.css'] },
  [layout]: { file: 'assets/layout-1.js', css: ['assets/all-1.css'], imports: ['_shared.js', '_card.js'] },
  '_card.js': { file: 'assets/card-1.js', css: ['assets/card-1.css'], imports: ['_shared.js'] },
  [page]: { file: 'assets/home-1.js', imports: ['_card.js'] },
  [BOOT_MODULE]: { file: 'assets/boot-1.js' },
};

describe('the files of a drawn page', () => {
  it('gathers the styles of the layout, the page and what they import, each once', () => {
    expect(stylesOf(MANIFEST, FIRST_SCREEN_MODULES)).toEqual([
      '/assets/all-1.css',
      '/assets/base-1.css',
      '/assets/card-1.css',
    ]);
  });

  it("tells the sheets the screen is drawn with beyond the app page's from those the app's page links", () => {
    expect(screenSheets(MANIFEST, APP_PAGE)).toEqual({
      drawn: ['/assets/all-1.css', '/assets/card-1.css'],
      linked: ['/assets/base-1.css'],
    });
  });

  it("brings the boot script that starts the app's own after the paint, and holds the paint for the whole screen", () => {
    expect(headLinks(MANIFEST, APP_PAGE)).toBe(
      '<script type="module" crossorigin src="/assets/boot-1.js" data-app="/assets/index-1.js"></script>' +
        '<link rel="expect" href="#first-screen" blocking="render">',
    );
  });

  it('refuses a build it cannot read: a module missing from the manifest, or no script to start', () => {
    expect(() => stylesOf(MANIFEST, ['src/missing.tsx'])).toThrow(/src\/missing\.tsx/);
    expect(() => headLinks(MANIFEST, '<head></head>')).toThrow(/names no script/);
    const { [BOOT_MODULE]: _, ...withoutBoot } = MANIFEST;
    expect(() => headLinks(withoutBoot, APP_PAGE)).toThrow(/boot/);
  });
});
