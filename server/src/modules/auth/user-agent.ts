/** The longest user agent a session keeps: real ones are 100–250 characters; anything past this is noise or abuse. */
export const SESSION_USER_AGENT_MAX = 300;

export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  mobile: boolean;
}

// Order matters: Edge, Opera, Samsung and Yandex browsers also say "Chrome", and Chrome also says "Safari".
const BROWSERS: readonly [string, RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\//],
  ['Opera', /\b(?:OPR|Opera)\//],
  ['Yandex Browser', /\bYaBrowser\//],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\b(?:Firefox|FxiOS)\//],
  ['Chrome', /\b(?:Chrome|CriOS|Chromium)\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

const SYSTEMS: readonly [string, RegExp][] = [
  ['iPadOS', /\biPad\b/],
  ['iOS', /\b(?:iPhone|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

const firstMatch = (patterns: readonly [string, RegExp][], userAgent: string): string | null =>
  patterns.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;

/**
 * A browser and a system a person recognises ("Chrome", "Windows") from a user agent: the list of signed-in devices
 * needs a label, not an exact version, so a few patterns of the common browsers do instead of a parsing library.
 */
export function describeUserAgent(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { browser: null, os: null, mobile: false };
  return {
    browser: firstMatch(BROWSERS, userAgent),
    os: firstMatch(SYSTEMS, userAgent),
    mobile: /\b(?:Mobile|iPhone|iPad|iPod|Android|Tablet)\b/.test(userAgent),
  };
}

/** The user agent a session keeps: trimmed and cut, or null when the request sent none. */
export function keptUserAgent(header: string | undefined): string | null {
  const trimmed = header?.trim();
  return trimmed ? trimmed.slice(0, SESSION_USER_AGENT_MAX) : null;
}
