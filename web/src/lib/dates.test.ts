import { renderHook } from '@testing-library/react';
import type { Locale } from '@umka/contracts';
import { createElement, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../test/render.tsx';
import { type DateFormat, useFormatDate } from './dates.ts';

function formatted(format: DateFormat, value: string, locale: Locale = 'en-US'): string {
  const i18n = createTestI18n(locale);
  const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n }, children);
  const { result } = renderHook(() => useFormatDate(format), { wrapper });
  return result.current(value);
}

describe('dates on screen', () => {
  it('shows a calendar day as that day, in words or compact, in the interface language', () => {
    expect(formatted('day', '2026-11-28')).toBe('November 28, 2026');
    expect(formatted('dayShort', '2026-11-28')).toBe('Nov 28, 2026');
    expect(formatted('day', '2026-11-28', 'ru-RU')).toBe('28 ноября 2026 г.');
  });

  it('keeps the first of a month on the first for a reader west of Greenwich', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(new Date('2026-12-01').getDate()).toBe(30);
      expect(formatted('dayShort', '2026-12-01')).toBe('Dec 1, 2026');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('shows a stamped moment to the minute or, for logs, to the second', () => {
    const moment = new Date(2026, 10, 28, 9, 5, 7).toISOString();
    expect(formatted('date', moment)).toBe('Nov 28, 2026');
    expect(formatted('dateTime', moment)).toBe('Nov 28, 2026, 9:05 AM');
    expect(formatted('logTime', moment)).toBe('11/28/26, 9:05:07 AM');
  });

  it('shows text that is not a date as it came', () => {
    expect(formatted('day', 'soon')).toBe('soon');
    expect(formatted('logTime', '')).toBe('');
  });
});
