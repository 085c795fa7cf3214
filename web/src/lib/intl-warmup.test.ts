import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './intl-warmup.ts';

describe('warming up the locale data', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("sends the page's locale to a worker of its own, made from a script in memory rather than a request", async () => {
    const sent: unknown[] = [];
    const created: string[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: string) {
          created.push(url);
        }
        postMessage(message: unknown) {
          sent.push(message);
        }
      },
    );
    const scripts: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((script) => {
      scripts.push(script as Blob);
      return 'blob:http://localhost/warm-up';
    });
    warmUpIntl('uk-UA');
    expect(created).toEqual(['blob:http://localhost/warm-up']);
    expect(sent).toEqual(['uk-UA']);
    expect(await scripts[0]?.text()).toContain('new Intl.DateTimeFormat(event.data');
  });

  it('leaves the page as it is where workers are missing or refused', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmUpIntl('ru-RU')).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    expect(() => warmUpIntl('ru-RU')).not.toThrow();
  });
});
