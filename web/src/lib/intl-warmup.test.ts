import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpIntl } from './intl-warmup.ts';

describe('warming up the locale data', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("sends the page's locale to a module worker of its own", () => {
    const sent: unknown[] = [];
    const created: { url: string; options: WorkerOptions | undefined }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL, options?: WorkerOptions) {
          created.push({ url: String(url), options });
        }
        postMessage(message: unknown) {
          sent.push(message);
        }
      },
    );
    warmUpIntl('uk-UA');
    expect(created).toHaveLength(1);
    expect(created[0]?.url).toMatch(/intl-warmup\.worker\.ts/);
    expect(created[0]?.options).toEqual({ type: 'module' });
    expect(sent).toEqual(['uk-UA']);
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
