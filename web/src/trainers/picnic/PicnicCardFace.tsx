import { Box, Text } from '@mantine/core';
import type { PicnicCard } from '@umka/games';
import type { CSSProperties } from 'react';
import { PicnicItemArt } from './art/PicnicItemArt.tsx';

export type PicnicCardSize = 'lg' | 'sm';

const LOOK: Record<PicnicCardSize, { art: number; number: number; radius: number }> = {
  lg: { art: 52, number: 30, radius: 14 },
  sm: { art: 32, number: 20, radius: 10 },
};

/** What a card shows: the number that counts, big, over the treat's picture. */
export function PicnicCardFace({ card, size }: { card: PicnicCard; size: PicnicCardSize }) {
  const look = LOOK[size];
  return (
    <Box
      component="span"
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, lineHeight: 1 }}
      aria-hidden="true"
    >
      <Text component="span" fz={look.number} fw={900} c="#212529" lh={1}>
        {card.value}
      </Text>
      <PicnicItemArt item={card.item} size={look.art} />
    </Box>
  );
}

/** The frame of a card on the blanket or in a basket, whether it is a button or only shown. */
export function cardFrame(size: PicnicCardSize, refused: boolean): CSSProperties {
  return {
    display: 'grid',
    placeItems: 'center',
    width: '100%',
    minWidth: size === 'lg' ? 60 : 44,
    minHeight: size === 'lg' ? 96 : 64,
    padding: size === 'lg' ? '8px 4px' : '4px 2px',
    background: '#fff',
    border: `3px solid ${refused ? '#fa5252' : '#e9ecef'}`,
    borderRadius: LOOK[size].radius,
    boxShadow: '0 2px 0 rgb(0 0 0 / 0.12)',
  };
}
