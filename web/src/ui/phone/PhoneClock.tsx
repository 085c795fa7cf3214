import { Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useLocale } from '../../lib/i18n.ts';

/** The phone's status-bar clock, ticking every second (spec §9) while the phone is open. */
export function PhoneClock() {
  const { locale } = useLocale();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const format = useMemo(
    () => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
    [locale],
  );
  return (
    <Text component="time" dateTime={now.toISOString()} size="xs" fw={700} c="white" data-testid="phone-clock">
      {format.format(now)}
    </Text>
  );
}
