import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import {
  SCHULTE_MAX_MISSES_PER_CELL,
  type SchulteAnswer,
  type SchulteCell,
  type SchulteSettings,
  type SchulteTask,
  sameSchulteCell,
  schulteTargets,
} from '@umka/games';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskViewProps } from '../shell/types.ts';

/** Ink of the red-black table; the red cells are also underlined, so the two sequences differ without colour. */
const INK = { black: '#212529', red: '#c92a2a' } as const;

/** How long a wrong cell stays marked (the shake takes as long when motion is allowed). */
const SHAKE_MS = 400;

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
};

function CellLabel({ cell, size }: { cell: SchulteCell; size: string }) {
  return (
    <Text
      component="span"
      fw={800}
      fz={size}
      lh={1}
      c={cell.color === 'red' ? INK.red : INK.black}
      td={cell.color === 'red' ? 'underline' : undefined}
      style={{ textUnderlineOffset: 4, textDecorationThickness: 3 }}
    >
      {cell.label}
    </Text>
  );
}

/**
 * The whole table, and the target to find above it. A right click is the task's answer and the next target
 * follows at once; a wrong one shakes the cell and is carried in the answer. Found cells stay in place, dimmed.
 * Arrow keys move between cells (one tab stop for the table), Enter or Space clicks.
 */
export function SchulteView({
  task,
  settings,
  onShown,
  answered,
  onAnswer,
}: TaskViewProps<SchulteSettings, SchulteTask, SchulteAnswer>) {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const [misses, setMisses] = useState<number[]>([]);
  const [shaking, setShaking] = useState<number | null>(null);
  const [focusCell, setFocusCell] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const order = useMemo(() => schulteTargets(settings), [settings]);
  const size = settings.size;
  const places = useMemo(() => Array.from({ length: size }, (_, at) => ({ at, key: `place-${at}` })), [size]);

  useEffect(() => onShown(), [onShown]);
  useEffect(() => {
    if (shaking === null) return;
    const id = window.setTimeout(() => setShaking(null), SHAKE_MS);
    return () => window.clearTimeout(id);
  }, [shaking]);
  // A new target starts with no wrong clicks of its own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the step is the trigger, not a value read here
  useEffect(() => {
    setMisses([]);
    setShaking(null);
  }, [task.step]);

  const found = (cell: SchulteCell) => order.findIndex((target) => sameSchulteCell(target, cell)) < task.step;
  const colourName = (cell: SchulteCell) => (cell.color ? t(`trainers.schulte.colour.${cell.color}`) : '');
  const describe = (cell: SchulteCell) => `${colourName(cell)} ${cell.label}`.trim();

  const click = (index: number) => {
    const cell = task.cells[index];
    if (answered || !cell || found(cell)) return;
    if (index === task.cell) {
      onAnswer({ cell: index, misses });
      return;
    }
    setMisses((was) => (was.length < SCHULTE_MAX_MISSES_PER_CELL ? [...was, index] : was));
    setShaking(index);
  };

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = ARROWS[event.key];
    if (!step) return;
    event.preventDefault();
    const row = Math.min(size - 1, Math.max(0, Math.floor(focusCell / size) + step[0]));
    const column = Math.min(size - 1, Math.max(0, (focusCell % size) + step[1]));
    const next = row * size + column;
    setFocusCell(next);
    buttons.current[next]?.focus();
  };

  const fontSize = `clamp(1rem, ${Math.round(36 / size)}vmin, ${size <= 4 ? 2.4 : 1.8}rem)`;
  return (
    <Box w="100%" data-testid="schulte">
      <Group justify="center" gap="xs" mb="sm" aria-live="polite">
        <Text fw={700} fz="lg">
          {t('trainers.schulte.find')}
        </Text>
        <Box
          px="md"
          py={4}
          bg="yellow.1"
          style={{ borderRadius: 12, minWidth: 48, textAlign: 'center' }}
          aria-label={describe(task.target)}
          data-testid="schulte-target"
        >
          <CellLabel cell={task.target} size="1.8rem" />
        </Box>
        {misses.length > 0 ? (
          <Text c="dimmed" fz="sm">
            {t('trainers.schulte.missesNow', { count: misses.length })}
          </Text>
        ) : null}
      </Group>
      <table
        aria-label={t('trainers.schulte.table', { size })}
        style={{ width: '100%', maxWidth: 480, margin: '0 auto', tableLayout: 'fixed', borderSpacing: 6 }}
      >
        <tbody>
          {places.map((row) => (
            <tr key={row.key}>
              {places.map((column) => {
                const index = row.at * size + column.at;
                const cell = task.cells[index];
                if (!cell) return null;
                const done = found(cell);
                return (
                  // Keyed by place, not by label: a shuffled table changes what a cell shows, never where focus is.
                  <td key={column.key} style={{ padding: 0 }}>
                    <UnstyledButton
                      ref={(node) => {
                        buttons.current[index] = node;
                      }}
                      tabIndex={index === focusCell ? 0 : -1}
                      onFocus={() => setFocusCell(index)}
                      onKeyDown={move}
                      onClick={() => click(index)}
                      aria-label={describe(cell)}
                      aria-disabled={done || undefined}
                      className={shaking === index && !reduceMotion ? 'umka-trainer-shake' : undefined}
                      data-found={done || undefined}
                      w="100%"
                      style={{
                        aspectRatio: '1',
                        minHeight: 44,
                        display: 'grid',
                        placeItems: 'center',
                        borderRadius: 10,
                        border: `2px solid ${shaking === index ? '#fa5252' : '#dee2e6'}`,
                        background: done ? '#f1f3f5' : '#fff',
                        opacity: done ? 0.35 : 1,
                        cursor: done ? 'default' : 'pointer',
                      }}
                    >
                      <CellLabel cell={cell} size={fontSize} />
                    </UnstyledButton>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
