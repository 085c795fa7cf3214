import { Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** 3-2-1 before the first task; the pulse is left out for players who asked for less motion. */
export function Countdown({ value }: { value: number }) {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  return (
    <Text
      key={value}
      role="timer"
      aria-label={t('trainers.shell.countdown', { value })}
      fz={160}
      fw={900}
      c="grape.6"
      className={reduceMotion ? undefined : 'umka-trainer-pop'}
    >
      {value}
    </Text>
  );
}
