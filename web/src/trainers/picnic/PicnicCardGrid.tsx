import { Box, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { PicnicCard } from '@umka/games';
import { type CSSProperties, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardFrame, PicnicCardFace, type PicnicCardSize } from './PicnicCardFace.tsx';
import './picnic.css';

export interface PicnicCardGridProps {
  cards: readonly PicnicCard[];
  /** What the group of cards is (the blanket, a basket), for a screen reader. */
  label: string;
  /** Cards a row of the grid; a basket's cards (`row`) instead sit in one centred row that wraps when it must. */
  columns: number | 'row';
  size: PicnicCardSize;
  /** Null: the cards are only shown (to a watcher, or while another player moves). */
  onPick: ((card: PicnicCard) => void) | null;
  /** A card that was just refused: it shakes and is framed in red. */
  refused?: number | null;
  /** The cards take no taps for a moment (the pause after a miss); they stay in the tab order. */
  resting?: boolean;
  testId?: string;
}

/** The widest a card grows, and a basket card's width. */
const CARD_WIDTH: Record<PicnicCardSize, number> = { lg: 112, sm: 52 };

/** Arrow keys move by one card sideways and by a row up and down; Home and End go to the ends. */
function nextPlace(key: string, at: number, count: number, columns: number): number | null {
  const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -columns, ArrowDown: columns };
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const by = step[key];
  if (by === undefined) return null;
  const next = at + by;
  return next >= 0 && next < count ? next : at;
}

/**
 * Cards in a grid. When they can be picked they are buttons with one tab stop for the grid (a roving tabindex): the
 * arrow keys move between them and Enter or Space picks, as a tap does.
 */
export function PicnicCardGrid(props: PicnicCardGridProps) {
  const { cards, label, columns, size, onPick, refused = null, resting = false, testId } = props;
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const [focusAt, setFocusAt] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = Math.min(focusAt, Math.max(0, cards.length - 1));
  // Keyed by place, not by card: a taken card's replacement takes its place, and the keyboard stays there.
  const places = cards.map((card, at) => ({ card, at, place: `place-${at}` }));
  const name = (card: PicnicCard) =>
    t('online.picnic.card', { item: t(`online.picnic.items.${card.item}`), value: card.value });

  const move = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const next = nextPlace(event.key, at, cards.length, columns === 'row' ? cards.length : columns);
    if (next === null) return;
    event.preventDefault();
    setFocusAt(next);
    buttons.current[next]?.focus();
  };

  const grid: CSSProperties =
    columns === 'row'
      ? { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 6 }
      : {
          display: 'grid',
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          gap: size === 'lg' ? 10 : 6,
          // Cards stay card-sized on a wide screen.
          maxWidth: columns * CARD_WIDTH[size],
          margin: '0 auto',
        };
  const width = columns === 'row' ? CARD_WIDTH[size] : undefined;

  if (!onPick) {
    return (
      <Box role="list" aria-label={label} style={grid} data-testid={testId}>
        {places.map(({ card, place }) => (
          <Box key={place} role="listitem" aria-label={name(card)} style={{ ...cardFrame(size, false), width }}>
            <PicnicCardFace card={card} size={size} />
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Box role="group" aria-label={label} style={grid} data-testid={testId}>
      {places.map(({ card, at, place }) => {
        const shaking = refused === card.id;
        return (
          <UnstyledButton
            key={place}
            ref={(node) => {
              buttons.current[at] = node;
            }}
            tabIndex={at === current ? 0 : -1}
            onFocus={() => setFocusAt(at)}
            onKeyDown={(event) => move(event, at)}
            onClick={() => {
              if (!resting) onPick(card);
            }}
            aria-label={name(card)}
            aria-disabled={resting || undefined}
            data-active={resting ? undefined : true}
            className={`umka-picnic-card${shaking && !reduceMotion ? ' umka-picnic-shake' : ''}`}
            style={{
              ...cardFrame(size, shaking),
              width,
              opacity: resting ? 0.6 : 1,
              cursor: resting ? 'wait' : 'pointer',
            }}
          >
            <PicnicCardFace card={card} size={size} />
          </UnstyledButton>
        );
      })}
    </Box>
  );
}
