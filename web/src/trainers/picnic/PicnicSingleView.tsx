import { Box, Group, Stack, Text } from '@mantine/core';
import { IconClock, IconStarFilled } from '@tabler/icons-react';
import {
  applyPicnicSingle,
  PICNIC_SINGLE_MISS_PAUSE_MS,
  PICNIC_SINGLE_MS,
  type PicnicCard,
  type PicnicMove,
  type PicnicSingleAnswer,
  type PicnicSingleMove,
  type PicnicSingleSettings,
  type PicnicSingleState,
  type PicnicSingleTask,
  picnicSingleLegalMoves,
  picnicSingleRefusal,
  picnicSum,
  startPicnicSingle,
} from '@umka/games';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeBar } from '../shell/TimeBar.tsx';
import type { TaskViewProps } from '../shell/types.ts';
import { BasketArt } from './art/BasketArt.tsx';
import { BasketPanel } from './BasketPanel.tsx';
import { PicnicCardGrid } from './PicnicCardGrid.tsx';
import { type PicnicNote, PicnicNoteLine } from './PicnicNoteLine.tsx';

/** How long a refused card shakes (two swings of the shake). */
const SHAKE_MS = 450;

/**
 * The picnic alone against the clock: the view keeps the round's 90 seconds itself and plays every tap through the
 * same rules the server replays (`applyPicnicSingle`), so the child sees exactly what will count. A card that does
 * not fit is a miss: it shakes, the basket wobbles for a second and takes no taps. Taps the rules refuse (sooner than
 * a child can tap, or during that second) change nothing and are not sent. At the end every move, with its time since
 * the round began, is the round's one answer.
 */
export function PicnicSingleView({
  task,
  onShown,
  answered,
  onAnswer,
}: TaskViewProps<PicnicSingleSettings, PicnicSingleTask, PicnicSingleAnswer>) {
  const { t } = useTranslation();
  const [startedAt] = useState(() => Date.now());
  const [state, setState] = useState<PicnicSingleState>(() => startPicnicSingle(task.seed));
  // Taps may come faster than renders: the rules always see the latest state.
  const latest = useRef(state);
  const moves = useRef<PicnicSingleMove[]>([]);
  const [note, setNote] = useState<PicnicNote | null>(null);
  const [refused, setRefused] = useState<number | null>(null);
  const [wobbling, setWobbling] = useState(false);
  const timers = useRef<number[]>([]);
  const ended = useRef(false);
  const onAnswerRef = useRef(onAnswer);
  onAnswerRef.current = onAnswer;

  useEffect(() => onShown(), [onShown]);

  useEffect(() => {
    const end = window.setTimeout(() => {
      ended.current = true;
      onAnswerRef.current({ moves: moves.current });
    }, PICNIC_SINGLE_MS);
    const pending = timers.current;
    return () => {
      window.clearTimeout(end);
      for (const id of pending) window.clearTimeout(id);
    };
  }, []);

  const later = (ms: number, action: () => void) => {
    timers.current.push(window.setTimeout(action, ms));
  };

  const tap = (kind: PicnicMove['kind'], card: PicnicCard) => {
    if (answered || ended.current) return;
    const before = latest.current;
    const move: PicnicSingleMove = { kind, card: card.id, ms: Date.now() - startedAt };
    if (picnicSingleRefusal(before, move) !== null) return;
    const after = applyPicnicSingle(before, move);
    latest.current = after;
    moves.current.push(move);
    setState(after);
    if (after.misses > before.misses) {
      const sum = picnicSum(before.basket);
      setNote({ kind: 'tooMuch', sum, value: card.value, total: sum + card.value, target: before.target });
      setRefused(card.id);
      setWobbling(true);
      later(SHAKE_MS, () => setRefused(null));
      later(PICNIC_SINGLE_MISS_PAUSE_MS, () => setWobbling(false));
    } else if (after.baskets > before.baskets) {
      setNote({ kind: 'full', points: before.target });
    } else {
      setNote(null);
    }
  };

  const stuck = picnicSingleLegalMoves(state)[0]?.kind === 'putBack';
  const shownNote: PicnicNote | null = stuck && note?.kind !== 'tooMuch' ? { kind: 'stuck' } : note;
  return (
    <Stack gap="md" w="100%" align="center" data-testid="picnic-single">
      <Group justify="space-between" w="100%">
        <SecondsLeft startedAt={startedAt} />
        <Group gap="md">
          <Group gap={4} role="img" aria-label={t('online.picnic.single.baskets', { count: state.baskets })}>
            <BasketArt width={32} />
            <Text fw={900} fz="xl" aria-hidden="true" data-testid="picnic-baskets">
              {state.baskets}
            </Text>
          </Group>
          <Group gap={4} role="img" aria-label={t('online.picnic.points', { points: state.points })}>
            <IconStarFilled size={24} color="#fab005" aria-hidden="true" />
            <Text fw={900} fz="xl" aria-hidden="true" data-testid="picnic-points">
              {state.points}
            </Text>
          </Group>
        </Group>
      </Group>
      <TimeBar startedAt={startedAt} limitMs={PICNIC_SINGLE_MS} />
      <Box className="umka-picnic-blanket" p="sm" w="100%">
        <PicnicCardGrid
          cards={state.blanket}
          label={t('online.picnic.blanket')}
          columns={4}
          size="lg"
          onPick={(card) => tap('take', card)}
          refused={refused}
          resting={wobbling}
          testId="picnic-blanket"
        />
      </Box>
      <PicnicNoteLine note={shownNote} />
      <BasketPanel
        target={state.target}
        cards={state.basket}
        label={t('online.picnic.yourBasket')}
        onPutBack={stuck ? (card) => tap('putBack', card) : null}
        wobbling={wobbling}
        filledCount={state.baskets}
        testId="picnic-basket"
      />
    </Stack>
  );
}

/** The round's own clock in whole seconds; the bar under it shows the same without words. */
function SecondsLeft({ startedAt }: { startedAt: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, []);
  const seconds = Math.max(0, Math.ceil((PICNIC_SINGLE_MS - (now - startedAt)) / 1000));
  return (
    <Group gap={4} aria-label={t('online.picnic.single.secondsLeft', { seconds })} role="timer">
      <IconClock size={24} aria-hidden="true" />
      <Text fw={900} fz="xl" aria-hidden="true" c={seconds <= 10 ? 'orange.8' : undefined}>
        {seconds}
      </Text>
    </Group>
  );
}
