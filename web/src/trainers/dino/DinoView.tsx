import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBigDown, IconArrowBigUp } from '@tabler/icons-react';
import {
  ANSWER_FLOOR_TICKS,
  Course,
  type DinoAnswer,
  type DinoSettings,
  type DinoTask,
  metres,
  type RunPress,
  type RunState,
  startRun,
  stepRun,
  TICK_MS,
} from '@umka/games';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskViewProps } from '../shell/types.ts';
import { DinoQuestion } from './DinoQuestion.tsx';
import { drawRun } from './drawRun.ts';

const WIDTH = 640;
const HEIGHT = 200;
/** Steps caught up in one frame at most after a stall: a slow frame does not turn into a jump through a cactus. */
const MAX_STEPS_A_FRAME = 5;
const JUMP_KEYS = new Set([' ', 'ArrowUp', 'w']);
const DUCK_KEYS = new Set(['ArrowDown', 's']);

/** What the screen shows changes a few times a second, and whenever a question comes, goes or is missed. */
const shownKey = (run: RunState) => `${Math.floor(run.tick / 10)}:${run.askedAt}:${run.misses}:${run.crashed}`;

/**
 * A timed run on a canvas, advanced in the rules' fixed steps by the frame clock: each press is recorded with the step
 * it lands on, so the server replays the very same run. Space, the up arrow or a tap on the upper half jumps; the down
 * arrow or holding the lower half ducks. In a learning run the ground stops at each cactus and a question with three
 * choices waits under the canvas. The run ends at a crash or at its last step, and its presses are the answer.
 */
export function DinoView({ task, onShown, answered, onAnswer }: TaskViewProps<DinoSettings, DinoTask, DinoAnswer>) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pending = useRef<RunPress[]>([]);
  const [shown, setShown] = useState<RunState>(startRun);
  const courseRef = useRef<Course | null>(null);
  const learning = task.learnLevel !== null;
  const onAnswerRef = useRef(onAnswer);
  onAnswerRef.current = onAnswer;

  useEffect(() => onShown(), [onShown]);

  useEffect(() => {
    const context = canvas.current?.getContext('2d') ?? null;
    const course = new Course(task.courseSeed, task.learnLevel);
    courseRef.current = course;
    const inputs: [number, RunPress][] = [];
    let run = startRun();
    let last = performance.now();
    let owed = 0;
    let frame = 0;
    let lastShown = '';
    const tick = (now: number) => {
      owed += now - last;
      last = now;
      let steps = 0;
      while (owed >= TICK_MS && steps < MAX_STEPS_A_FRAME && !run.crashed && run.tick < task.maxTicks) {
        const actions = pending.current;
        pending.current = [];
        for (const action of actions) inputs.push([run.tick, action]);
        run = stepRun(run, course, actions);
        owed -= TICK_MS;
        steps++;
      }
      if (steps === MAX_STEPS_A_FRAME) owed = 0;
      if (context) drawRun(context, WIDTH, HEIGHT, run, course);
      if (shownKey(run) !== lastShown) {
        lastShown = shownKey(run);
        setShown(run);
      }
      if (run.crashed || run.tick >= task.maxTicks) {
        onAnswerRef.current({ inputs, ticks: run.tick });
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [task]);

  const press = (action: RunPress) => {
    if (!answered) pending.current.push(action);
  };
  const pressRef = useRef(press);
  pressRef.current = press;

  useEffect(() => {
    // A learning run is driven by its questions; Space and the arrows stay theirs.
    if (learning) return;
    const down = (event: KeyboardEvent) => {
      if (event.repeat) return;
      if (JUMP_KEYS.has(event.key)) pressRef.current('jump');
      else if (DUCK_KEYS.has(event.key)) pressRef.current('duck');
      else return;
      event.preventDefault();
    };
    const up = (event: KeyboardEvent) => {
      if (DUCK_KEYS.has(event.key)) pressRef.current('stand');
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [learning]);

  const touch = (event: PointerEvent<HTMLCanvasElement>) => {
    if (learning) return;
    const box = event.currentTarget.getBoundingClientRect();
    press(event.clientY - box.top < box.height / 2 ? 'jump' : 'duck');
  };

  const seconds = Math.max(0, Math.ceil(((task.maxTicks - shown.tick) * TICK_MS) / 1000));
  const question = shown.askedAt === null ? undefined : courseRef.current?.at(shown.passed).task;
  // The shown step lags the run's own, so once the question looks answerable the run takes the answer too.
  const waiting =
    shown.askedAt !== null && (shown.tick < shown.askedAt + ANSWER_FLOOR_TICKS || shown.tick < shown.pausedUntil);
  return (
    <Stack align="center" gap="sm" w="100%" data-testid="dino">
      <Group justify="space-between" w="100%" maw={WIDTH}>
        <Text fw={800} fz="lg" data-testid="dino-distance" aria-live="off">
          {t('trainers.dino.distance', { metres: metres(shown.x) })}
        </Text>
        <Text c="dimmed">{t('trainers.dino.left', { seconds })}</Text>
      </Group>
      <Box w="100%" maw={WIDTH}>
        <canvas
          ref={canvas}
          width={WIDTH}
          height={HEIGHT}
          role="img"
          aria-label={t('trainers.dino.board')}
          style={{ width: '100%', height: 'auto', borderRadius: 12, touchAction: 'none' }}
          onPointerDown={touch}
          onPointerUp={() => {
            if (!learning) press('stand');
          }}
        />
      </Box>
      {learning ? (
        question && !answered ? (
          <DinoQuestion
            key={shown.passed}
            task={question}
            waiting={waiting}
            missed={shown.misses > 0 && shown.tick < shown.pausedUntil}
            onChoose={press}
          />
        ) : (
          <Text c="dimmed" size="sm" ta="center">
            {t('trainers.dino.howLearn')}
          </Text>
        )
      ) : (
        <>
          <Text c="dimmed" size="sm" ta="center">
            {t('trainers.dino.how')}
          </Text>
          <Group gap="md">
            <Button
              size="lg"
              radius="xl"
              color="teal"
              leftSection={<IconArrowBigUp />}
              onPointerDown={() => press('jump')}
              onKeyDown={(event) => {
                if (event.key === 'Enter') press('jump');
              }}
            >
              {t('trainers.dino.jump')}
            </Button>
            <Button
              size="lg"
              radius="xl"
              variant="light"
              color="grape"
              leftSection={<IconArrowBigDown />}
              onPointerDown={() => press('duck')}
              onPointerUp={() => press('stand')}
              onPointerLeave={() => press('stand')}
            >
              {t('trainers.dino.duck')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
