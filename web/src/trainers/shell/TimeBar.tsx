import { Progress } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** The share of a timed round still left, shrinking as it runs out; a plain bar, not announced (the timer is). */
export function TimeBar({ startedAt, limitMs }: { startedAt: number; limitMs: number }) {
  const reduceMotion = useReducedMotion();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, []);
  const left = Math.min(1, Math.max(0, 1 - (now - startedAt) / Math.max(limitMs, 1)));
  return (
    <Progress
      value={left * 100}
      w="100%"
      radius="xl"
      size="lg"
      color={left < 0.2 ? 'orange' : 'grape'}
      transitionDuration={reduceMotion ? 0 : 250}
      aria-hidden
    />
  );
}
