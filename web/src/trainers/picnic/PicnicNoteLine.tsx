import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What the picnic tells the child after a tap: why a card did not fit, a full basket, or what to do when stuck. */
export type PicnicNote =
  | { kind: 'tooMuch'; sum: number; value: number; total: number; target: number }
  | { kind: 'full'; points: number }
  | { kind: 'stuck' };

const COLOUR: Record<PicnicNote['kind'], string> = { tooMuch: 'red.8', full: 'teal.8', stuck: 'grape.8' };

/** One line, always in place so the cards under it never jump, read out when it changes. */
export function PicnicNoteLine({ note }: { note: PicnicNote | null }) {
  const { t } = useTranslation();
  const text =
    note === null
      ? ''
      : note.kind === 'tooMuch'
        ? t('online.picnic.note.tooMuch', note)
        : note.kind === 'full'
          ? t('online.picnic.note.full', note)
          : t('online.picnic.note.stuck');
  return (
    <Text
      role="status"
      aria-live="polite"
      mih={48}
      fw={700}
      ta="center"
      c={note ? COLOUR[note.kind] : undefined}
      data-testid="picnic-note"
    >
      {text}
    </Text>
  );
}
