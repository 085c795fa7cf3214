import { ActionIcon, Box, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconArrowDown, IconArrowLeft, IconArrowRight, IconArrowUp } from '@tabler/icons-react';
import type { LabyrinthAnswer, LabyrinthGate, LabyrinthSettings, LabyrinthTask, Move } from '@umka/games';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskViewProps } from '../shell/types.ts';
import { drawMaze } from './drawMaze.ts';
import { useMazeWalk, type WalkEvent } from './useMazeWalk.ts';

const KEYS: Record<string, Move> = {
  ArrowUp: 'U',
  ArrowRight: 'R',
  ArrowDown: 'D',
  ArrowLeft: 'L',
  w: 'U',
  d: 'R',
  s: 'D',
  a: 'L',
};
const BUTTONS: { move: Move; icon: typeof IconArrowUp }[] = [
  { move: 'L', icon: IconArrowLeft },
  { move: 'U', icon: IconArrowUp },
  { move: 'D', icon: IconArrowDown },
  { move: 'R', icon: IconArrowRight },
];
/** A swipe shorter than this is a tap. */
const SWIPE_PX = 24;
/** A step slides over this long, unless motion is reduced. */
const STEP_MS = 90;

type Message = { key: string; values?: Record<string, unknown> } | null;

/**
 * One maze on a canvas, walked with the arrow keys (or WASD), swipes on the board or the buttons under it. A closed
 * gate asks its example; the exit with every star ends the maze, and the moves (with the gates' answers) are the answer.
 */
export function LabyrinthView({
  task,
  onShown,
  answered,
  onAnswer,
}: TaskViewProps<LabyrinthSettings, LabyrinthTask, LabyrinthAnswer>) {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const walk = useMazeWalk(task);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [side, setSide] = useState(480);
  const [gate, setGate] = useState<{ gate: LabyrinthGate; move: Move } | null>(null);
  const [typed, setTyped] = useState<string | number>('');
  const [misses, setMisses] = useState(0);
  const [message, setMessage] = useState<Message>(null);
  const shown = useRef({ row: 0, col: 0 });
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const size = task.maze.size;

  useEffect(() => onShown(), [onShown]);
  useEffect(() => {
    const resize = () => setSide(Math.min(480, Math.max(240, (canvas.current?.parentElement?.clientWidth ?? 480) - 8)));
    resize();
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, []);

  // The player glides to its new cell over a few frames; each frame repaints the board (a few hundred strokes).
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const target = { row: Math.floor(walk.cell / size), col: walk.cell % size };
    const from = { ...shown.current };
    const starsLeft = new Set(task.stars.filter((star) => !walk.trail.has(star)));
    const paint = (at: { row: number; col: number }) =>
      drawMaze(context, side, task, { at, trail: walk.trail, starsLeft, gatesOpen: walk.gatesOpen });
    if (reduceMotion || (from.row === target.row && from.col === target.col)) {
      shown.current = target;
      paint(target);
      return;
    }
    const startedAt = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const progress = Math.min(1, (now - startedAt) / STEP_MS);
      const at = {
        row: from.row + (target.row - from.row) * progress,
        col: from.col + (target.col - from.col) * progress,
      };
      shown.current = at;
      paint(at);
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [walk.cell, walk.trail, walk.gatesOpen, task, side, size, reduceMotion]);

  const finish = () => onAnswer({ moves: walk.moves.current.join(''), gates: [...walk.gateAnswers.current], misses });

  const react = (event: WalkEvent) => {
    if (event.kind === 'wall') setMessage({ key: 'trainers.labyrinth.wall' });
    else if (event.kind === 'gate') {
      setGate({ gate: event.gate, move: event.move });
      setTyped('');
      setMessage(null);
    } else if (event.kind === 'starsLeft')
      setMessage({ key: 'trainers.labyrinth.starsLeft', values: { count: event.count } });
    else if (event.kind === 'out') finish();
    else setMessage(null);
  };

  const move = (direction: Move) => {
    if (answered || gate) return;
    react(walk.tryMove(direction));
  };
  const moveRef = useRef(move);
  moveRef.current = move;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const direction = KEYS[event.key];
      if (!direction || event.target instanceof HTMLInputElement) return;
      event.preventDefault();
      moveRef.current(direction);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const answerGate = () => {
    if (!gate || typed === '') return;
    const result = walk.openGate(gate.gate, gate.move, Number(typed));
    if (result === null) {
      setMisses((was) => Math.min(was + 1, 50));
      setTyped('');
      setMessage({ key: 'trainers.labyrinth.gateWrong' });
      return;
    }
    setGate(null);
    react(result);
  };

  const swipeEnd = (event: PointerEvent<HTMLCanvasElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_PX) return;
    move(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'R' : 'L') : dy > 0 ? 'D' : 'U');
  };

  const starsLeft = task.stars.filter((star) => !walk.trail.has(star)).length;
  return (
    <Stack align="center" gap="sm" w="100%" data-testid="labyrinth">
      <Group gap="lg" justify="center">
        {task.stars.length > 0 ? (
          <Text fw={700} data-testid="stars-left">
            {t('trainers.labyrinth.stars', { left: starsLeft, total: task.stars.length })}
          </Text>
        ) : null}
        <Text c="dimmed" size="sm">
          {t('trainers.labyrinth.how')}
        </Text>
      </Group>
      <Box w="100%" style={{ display: 'grid', placeItems: 'center' }}>
        <canvas
          ref={canvas}
          width={side}
          height={side}
          role="img"
          aria-label={t('trainers.labyrinth.board', {
            size,
            row: Math.floor(walk.cell / size) + 1,
            column: (walk.cell % size) + 1,
          })}
          style={{ touchAction: 'none', borderRadius: 12, maxWidth: '100%' }}
          onPointerDown={(event) => {
            swipe.current = { x: event.clientX, y: event.clientY };
          }}
          onPointerUp={swipeEnd}
          data-cell={walk.cell}
        />
      </Box>
      <Box mih={24} aria-live="polite" data-testid="labyrinth-message">
        {message ? (
          <Text fw={700} c="orange.8">
            {t(message.key, message.values)}
          </Text>
        ) : null}
      </Box>
      {gate ? (
        <Group
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            answerGate();
          }}
          align="flex-end"
          data-testid="labyrinth-gate"
        >
          <NumberInput
            label={t('trainers.labyrinth.gate', { example: gate.gate.example })}
            value={typed}
            onChange={setTyped}
            allowDecimal={false}
            autoFocus
            w={200}
          />
          <ActionIcon type="submit" size="xl" radius="xl" color="teal" aria-label={t('trainers.labyrinth.open')}>
            <IconArrowRight />
          </ActionIcon>
        </Group>
      ) : (
        <Group gap="xs" role="group" aria-label={t('trainers.labyrinth.moves')}>
          {BUTTONS.map(({ move: direction, icon: Icon }) => (
            <ActionIcon
              key={direction}
              size={52}
              radius="xl"
              variant="light"
              color="grape"
              disabled={answered}
              onClick={() => move(direction)}
              aria-label={t(`trainers.labyrinth.move.${direction}`)}
            >
              <Icon size={26} />
            </ActionIcon>
          ))}
        </Group>
      )}
    </Stack>
  );
}
