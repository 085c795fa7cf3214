import { Badge } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

function clock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Counts down when the round has a time limit, up otherwise. */
export function RoundTimer({ startedAt, limitMs }: { startedAt: number; limitMs: number | null }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, []);
  const elapsed = now - startedAt;
  const shown = limitMs === null ? clock(elapsed) : clock(limitMs - elapsed);
  const label = limitMs === null ? t('trainers.shell.elapsed') : t('trainers.shell.remaining');

  return (
    <Badge size="xl" variant="light" leftSection={<IconClock size={18} />} aria-label={`${label}: ${shown}`}>
      {shown}
    </Badge>
  );
}
