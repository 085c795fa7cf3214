import { SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { SpeechCardsAnswer, SpeechCardsSettings, SpeechCardsTask } from '@umka/games';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskViewProps } from '../shell/types.ts';
import { SpeechCardBack, SpeechCardFront } from './SpeechCardFace.tsx';

/** How long two cards that do not match stay face up before they turn back. */
const MISMATCH_SHOW_MS = 1100;

/** A field of 6 cards in three columns, larger fields in four: the cards stay big enough for a finger. */
const columnsFor = (cards: number) => (cards <= 6 ? 3 : 4);

/**
 * The memory field: every card is a button; two turned that belong together stay face up and answer their pair's
 * task, two that do not are shown a moment and turn back, counted as a miss that rides with the next match. Arrow
 * keys move between cards, Enter or Space turns one.
 */
export function SpeechCardsView({
  settings,
  allTasks,
  answeredTasks,
  answered,
  onShown,
  onAnswer,
}: TaskViewProps<SpeechCardsSettings, SpeechCardsTask, SpeechCardsAnswer>) {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const field = allTasks[0]?.field ?? [];
  const [open, setOpen] = useState<number[]>([]);
  const [said, setSaid] = useState('');
  const misses = useRef(0);
  const grid = useRef<HTMLDivElement>(null);
  const columns = columnsFor(field.length);

  useEffect(() => onShown(), [onShown]);

  const found = new Set([...answeredTasks].flatMap((index) => allTasks[index]?.cells ?? []));
  const busy = open.length === 2;

  useEffect(() => {
    if (open.length !== 2) return;
    const id = window.setTimeout(() => setOpen([]), MISMATCH_SHOW_MS);
    return () => window.clearTimeout(id);
  }, [open]);

  const turn = (cell: number) => {
    if (answered || busy || found.has(cell) || open.includes(cell)) return;
    const card = allTasks[field[cell]?.pair ?? -1]?.card;
    if (!card) return;
    if (open.length === 0) {
      setOpen([cell]);
      setSaid(t('trainers.speechCards.sayIt', { word: card.word }));
      return;
    }
    const first = open[0] as number;
    const pair = field[first]?.pair;
    if (pair === field[cell]?.pair && pair !== undefined) {
      setOpen([]);
      setSaid(t('trainers.speechCards.pair', { word: card.word }));
      onAnswer({ cells: [first, cell], misses: misses.current }, pair);
      misses.current = 0;
      return;
    }
    misses.current += 1;
    setOpen([first, cell]);
    setSaid(t('trainers.speechCards.notPair', { word: card.word }));
  };

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const buttons = [...(grid.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[Math.min(buttons.length - 1, Math.max(0, at + step))]?.focus();
  };

  return (
    <Stack gap="sm" w="100%" align="center" data-testid="speech-cards">
      <Text ta="center" c="dimmed" size="sm">
        {t('trainers.speechCards.how', { sound: t(`speechImages.sounds.${settings.sound}`) })}
      </Text>
      <SimpleGrid
        ref={grid}
        cols={columns}
        spacing="sm"
        w="100%"
        maw={columns * 130}
        role="group"
        aria-label={t('trainers.speechCards.field')}
        onKeyDown={move}
      >
        {field.map((cell, index) => {
          const card = allTasks[cell.pair]?.card;
          const faceUp = found.has(index) || open.includes(index);
          const name = !card
            ? ''
            : faceUp
              ? t(found.has(index) ? 'trainers.speechCards.cardFound' : 'trainers.speechCards.cardOpen', {
                  word: card.word,
                })
              : t('trainers.speechCards.cardDown', { place: index + 1 });
          return (
            <UnstyledButton
              // biome-ignore lint/suspicious/noArrayIndexKey: a place of the field is its identity
              key={index}
              aria-label={name}
              aria-disabled={found.has(index) || answered}
              onClick={() => turn(index)}
              data-testid="speech-card"
              style={{
                aspectRatio: '3 / 4',
                display: 'grid',
                placeItems: 'center',
                borderRadius: 16,
                padding: 6,
                minHeight: 72,
                border: `3px solid ${found.has(index) ? 'var(--mantine-color-teal-5)' : 'var(--mantine-color-grape-3)'}`,
                background: faceUp ? '#fff' : 'linear-gradient(135deg, #be4bdb, #7950f2)',
                transition: reduceMotion ? 'none' : 'background 200ms ease, border-color 200ms ease',
                opacity: found.has(index) ? 0.85 : 1,
              }}
            >
              {card && faceUp ? <SpeechCardFront card={card} cell={cell} /> : <SpeechCardBack sound={settings.sound} />}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
      <Text ta="center" fw={700} aria-live="polite" mih={24} data-testid="speech-cards-said">
        {said}
      </Text>
    </Stack>
  );
}
