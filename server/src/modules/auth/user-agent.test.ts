import { describe, expect, it } from 'vitest';
import { describeUserAgent, keptUserAgent, SESSION_USER_AGENT_MAX } from './user-agent.ts';

const AGENTS: [string, string, { browser: string | null; os: string | null; mobile: boolean }][] = [
  [
    'Chrome on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    { browser: 'Chrome', os: 'Windows', mobile: false },
  ],
  [
    'Edge on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    { browser: 'Edge', os: 'Windows', mobile: false },
  ],
  [
    'Safari on an iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    { browser: 'Safari', os: 'iOS', mobile: true },
  ],
  [
    'Safari on an iPad',
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    { browser: 'Safari', os: 'iPadOS', mobile: true },
  ],
  [
    'Safari on a Mac',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    { browser: 'Safari', os: 'macOS', mobile: false },
  ],
  [
    'Chrome on Android',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    { browser: 'Chrome', os: 'Android', mobile: true },
  ],
  [
    'Yandex Browser on Android',
    'Mozilla/5.0 (Linux; Android 13; SM-A525F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 YaBrowser/24.4.1.99.00 SA/3 Mobile Safari/537.36',
    { browser: 'Yandex Browser', os: 'Android', mobile: true },
  ],
  [
    'Firefox on Linux',
    'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    { browser: 'Firefox', os: 'Linux', mobile: false },
  ],
  [
    'Opera on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
    { browser: 'Opera', os: 'macOS', mobile: false },
  ],
  ['a script', 'curl/8.5.0', { browser: null, os: null, mobile: false }],
];

describe('the device a user agent names', () => {
  for (const [name, userAgent, expected] of AGENTS) {
    it(`reads ${name}`, () => {
      expect(describeUserAgent(userAgent)).toEqual(expected);
    });
  }

  it('names nothing for a request that sent no user agent', () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null, mobile: false });
  });
});

describe('the user agent a session keeps', () => {
  it('is trimmed and cut to the limit, and null when there is none', () => {
    expect(keptUserAgent(`  ${'x'.repeat(1000)}  `)).toBe('x'.repeat(SESSION_USER_AGENT_MAX));
    expect(keptUserAgent(' Firefox/133.0 ')).toBe('Firefox/133.0');
    expect(keptUserAgent('   ')).toBeNull();
    expect(keptUserAgent(undefined)).toBeNull();
  });
});
