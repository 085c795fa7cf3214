import { Box, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { type PicnicCard, picnicSum } from '@umka/games';
import { useTranslation } from 'react-i18next';
import { BasketArt } from './art/BasketArt.tsx';
import { PicnicCardGrid } from './PicnicCardGrid.tsx';

export interface BasketPanelProps {
  target: number;
  cards: readonly PicnicCard[];
  /** Whose basket, for a screen reader ("Your basket", "Masha's basket"). */
  label: string;
  /** Given when nothing on the blanket fits: the basket's cards become buttons that put one back. */
  onPutBack?: ((card: PicnicCard) => void) | null;
  /** The pause after a miss: the basket wobbles and takes no taps. */
  wobbling?: boolean;
  /** Bumped when a basket is filled, so the new one pops in. */
  filledCount?: number;
  compact?: boolean;
  testId?: string;
}

/** A basket with its target on the front, how much is in it, and its cards. */
export function BasketPanel(props: BasketPanelProps) {
  const { target, cards, label, onPutBack = null, wobbling = false, filledCount = 0, compact = false, testId } = props;
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const sum = picnicSum(cards);
  const width = compact ? 76 : 112;
  return (
    <Stack gap={6} align="center" w="100%" data-testid={testId}>
      {/* Keyed by the baskets filled: a fresh basket mounts anew and pops in; the wobble is a class of its own. */}
      <Box key={filledCount} className={!reduceMotion && filledCount > 0 ? 'umka-picnic-pop' : undefined}>
        <Box pos="relative" w={width} className={!reduceMotion && wobbling ? 'umka-picnic-wobble' : undefined}>
          <BasketArt width={width} tag />
          <Text
            aria-hidden="true"
            pos="absolute"
            left={0}
            right={0}
            top="72%"
            ta="center"
            fz={compact ? 20 : 28}
            fw={900}
            lh={1}
            c="#5c2d0c"
            style={{ transform: 'translateY(-50%)' }}
          >
            {target}
          </Text>
        </Box>
      </Box>
      <Text fw={800} fz={compact ? 'sm' : 'lg'} ta="center">
        {t('online.picnic.sumOfTarget', { sum, target })}
      </Text>
      {/* At least a row of cards high, so what lies under the basket moves as little as it can. */}
      <Box w="100%" maw={compact ? 240 : 360} mih={compact ? 64 : 72} style={{ display: 'grid', alignItems: 'center' }}>
        {cards.length > 0 ? (
          <PicnicCardGrid cards={cards} label={label} columns="row" size="sm" onPick={onPutBack} resting={wobbling} />
        ) : (
          <Text c="dimmed" fz="sm" ta="center">
            {t('online.picnic.emptyBasket')}
          </Text>
        )}
      </Box>
    </Stack>
  );
}
