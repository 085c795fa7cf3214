import { Text } from '@mantine/core';
import type { MemoKind } from '@umka/contracts';
import type { MemoPicture } from '@umka/games';
import { useTranslation } from 'react-i18next';
import { MEMO_PICTURE_ART } from './memoPictures.ts';

/** The face of one card: a picture in its colour, a word or a number, at the size asked. */
export function MemoCardFace({ kind, card, size }: { kind: MemoKind; card: string; size: number }) {
  const { t } = useTranslation();
  if (kind === 'pictures') {
    const art = MEMO_PICTURE_ART[card as MemoPicture];
    if (!art) return null;
    const Picture = art.icon;
    return <Picture size={size} color={art.colour} stroke={1.6} aria-label={t(`trainers.memo.pictures.${card}`)} />;
  }
  return (
    <Text component="span" fw={800} fz={kind === 'numbers' ? size * 0.7 : size * 0.42} lh={1.1}>
      {card}
    </Text>
  );
}

/** How a card is named to a screen reader: a picture by its name, a word or number as itself. */
export function useCardName(kind: MemoKind): (card: string) => string {
  const { t } = useTranslation();
  return (card) => (kind === 'pictures' ? t(`trainers.memo.pictures.${card}`) : card);
}
