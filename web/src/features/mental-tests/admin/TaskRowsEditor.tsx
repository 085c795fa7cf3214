import { ActionIcon, Button, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { errorMessage, MENTAL_TEST_MAX_TASKS } from '@umka/contracts';
import { solveMentalTask } from '@umka/games';
import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { MONOSPACE_INPUT } from '../../../ui/inputStyles.ts';

export interface TaskRow {
  /** Stable across reordering, so React keeps each input (and its caret) with its row. */
  key: number;
  expression: string;
}

let lastRowKey = 0;

export function taskRow(expression = ''): TaskRow {
  lastRowKey += 1;
  return { key: lastRowKey, expression };
}

export function isBlankRow(row: TaskRow): boolean {
  return row.expression.trim() === '';
}

export interface TaskRowsEditorProps {
  rows: readonly TaskRow[];
  onChange: (rows: TaskRow[]) => void;
  /** The error of row `index` from the last check or the server (`tasks.{index}.expression`). */
  errorOf: (index: number) => string | undefined;
}

/**
 * One input per example with its answer computed as the admin types. Enter adds the next row,
 * Backspace in an empty row removes it, and pasting several lines makes one row per line, so a
 * list prepared elsewhere goes in at once.
 */
export function TaskRowsEditor({ rows, onChange, errorOf }: TaskRowsEditorProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const focusKey = useRef<number | null>(null);
  const full = rows.length >= MENTAL_TEST_MAX_TASKS;

  useEffect(() => {
    if (focusKey.current === null) return;
    inputs.current.get(focusKey.current)?.focus();
    focusKey.current = null;
  });

  const replace = (index: number, inserted: TaskRow[], removed = 1) => {
    const next = [...rows];
    next.splice(index, removed, ...inserted);
    onChange(next.slice(0, MENTAL_TEST_MAX_TASKS));
  };
  const addAfter = (index: number) => {
    if (full) return;
    const row = taskRow();
    focusKey.current = row.key;
    replace(index + 1, [row], 0);
  };
  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    const row = rows[index];
    const other = rows[target];
    if (!row || !other) return;
    const next = [...rows];
    next[index] = other;
    next[target] = row;
    focusKey.current = row.key;
    onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number, row: TaskRow) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      addAfter(index);
    } else if (event.key === 'Backspace' && row.expression === '' && rows.length > 1) {
      event.preventDefault();
      focusKey.current = rows[index - 1]?.key ?? rows[index + 1]?.key ?? null;
      replace(index, []);
    } else if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      move(index, event.key === 'ArrowUp' ? -1 : 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>, index: number, row: TaskRow) => {
    const lines = event.clipboardData
      .getData('text')
      .split(/\r?\n|;/)
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length < 2) return;
    event.preventDefault();
    const pasted = lines.map((line) => taskRow(line));
    focusKey.current = pasted.at(-1)?.key ?? null;
    replace(index, isBlankRow(row) ? pasted : [row, ...pasted], 1);
  };

  return (
    <Stack gap={6}>
      {rows.map((row, index) => {
        const solved = isBlankRow(row) ? null : solveMentalTask(row.expression);
        const error = errorOf(index) ?? (solved && !solved.ok ? localize(errorMessage(solved.problem)) : undefined);
        const number = index + 1;
        return (
          <Group key={row.key} gap={6} align="flex-start" wrap="nowrap" data-task-row={number}>
            <Text w={28} ta="right" c="dimmed" size="sm" pt={8} aria-hidden>
              {number}.
            </Text>
            <TextInput
              ref={(element) => {
                if (element) inputs.current.set(row.key, element);
                else inputs.current.delete(row.key);
              }}
              flex={1}
              aria-label={t('adminMentalTests.tasks.row', { number })}
              placeholder={index === 0 ? '23 + 19' : undefined}
              value={row.expression}
              onChange={(event) => replace(index, [{ ...row, expression: event.currentTarget.value }])}
              onKeyDown={(event) => onKeyDown(event, index, row)}
              onPaste={(event) => onPaste(event, index, row)}
              error={error}
              styles={MONOSPACE_INPUT}
              autoComplete="off"
              spellCheck={false}
            />
            <Text w={72} pt={6} fw={700} c={solved?.ok ? 'teal.9' : 'dimmed'} data-answer>
              <VisuallyHidden>{t('adminMentalTests.tasks.answerOf', { number })}</VisuallyHidden>
              {solved?.ok ? `= ${solved.answer}` : '—'}
            </Text>
            <Group gap={2} wrap="nowrap" pt={4}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('adminMentalTests.tasks.moveUp', { number })}
                // On a phone the example needs the width; reordering is left to larger screens.
                visibleFrom="sm"
                disabled={index === 0}
                onClick={() => move(index, -1)}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('adminMentalTests.tasks.moveDown', { number })}
                visibleFrom="sm"
                disabled={index === rows.length - 1}
                onClick={() => move(index, 1)}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('adminMentalTests.tasks.remove', { number })}
                disabled={rows.length === 1}
                onClick={() => replace(index, [])}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        );
      })}
      <Group justify="space-between" mt={4}>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={full}
          onClick={() => addAfter(rows.length - 1)}
        >
          {t('adminMentalTests.tasks.add')}
        </Button>
        <Text size="sm" c={full ? 'orange' : 'dimmed'}>
          {t('adminMentalTests.tasks.count', { count: rows.length, max: MENTAL_TEST_MAX_TASKS })}
        </Text>
      </Group>
    </Stack>
  );
}
