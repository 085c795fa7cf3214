import { Button, Checkbox, Group, NumberInput, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { MENTAL_TEST_MAX_TASKS } from '@umka/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QUICK_MAX_DIGITS,
  QUICK_OPERATIONS,
  type QuickOperation,
  type QuickTemplate,
  quickTasks,
} from './quickTasks.ts';

const DIGIT_CHOICES = Array.from({ length: QUICK_MAX_DIGITS }, (_, index) => String(index + 1));

const DEFAULT_TEMPLATE: QuickTemplate = { operation: 'add', firstDigits: 2, secondDigits: 2, count: 20 };

export interface QuickFillPanelProps {
  /** Examples already in the test, to say how many more fit. */
  existing: number;
  onFill: (expressions: string[], replace: boolean) => void;
  /** A new seed per batch; tests pass a fixed one to know the examples. */
  nextSeed?: () => number;
}

const randomSeed = () => Math.floor(Math.random() * 2 ** 31);

/** Fills the test from a quick template ("20 two-digit additions") instead of typing every row. */
export function QuickFillPanel({ existing, onFill, nextSeed = randomSeed }: QuickFillPanelProps) {
  const { t } = useTranslation();
  const [template, setTemplate] = useState<QuickTemplate>(DEFAULT_TEMPLATE);
  const [replace, setReplace] = useState(existing === 0);
  const ids = { operation: useId(), first: useId(), second: useId() };
  const room = replace ? MENTAL_TEST_MAX_TASKS : MENTAL_TEST_MAX_TASKS - existing;
  const count = Math.min(template.count, room);
  const sample = useMemo(() => quickTasks({ ...template, count: 1 }, 7)[0], [template]);
  const set = <K extends keyof QuickTemplate>(key: K, value: QuickTemplate[K]) =>
    setTemplate((current) => ({ ...current, [key]: value }));
  const divide = template.operation === 'divide';

  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
      <Stack gap="sm">
        <Stack gap={4}>
          <Text size="sm" fw={500} id={ids.operation}>
            {t('adminMentalTests.quick.operation')}
          </Text>
          <SegmentedControl<QuickOperation>
            aria-labelledby={ids.operation}
            value={template.operation}
            onChange={(operation) => set('operation', operation)}
            data={QUICK_OPERATIONS.map((operation) => ({
              value: operation,
              label: t(`adminMentalTests.quick.operations.${operation}`),
            }))}
            fullWidth
          />
        </Stack>
        <Group grow align="flex-start">
          <Stack gap={4}>
            <Text size="sm" fw={500} id={ids.first}>
              {t(divide ? 'adminMentalTests.quick.quotientDigits' : 'adminMentalTests.quick.firstDigits')}
            </Text>
            <SegmentedControl
              aria-labelledby={ids.first}
              value={String(template.firstDigits)}
              onChange={(value) => set('firstDigits', Number(value))}
              data={DIGIT_CHOICES}
            />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500} id={ids.second}>
              {t(divide ? 'adminMentalTests.quick.divisorDigits' : 'adminMentalTests.quick.secondDigits')}
            </Text>
            <SegmentedControl
              aria-labelledby={ids.second}
              value={String(template.secondDigits)}
              onChange={(value) => set('secondDigits', Number(value))}
              data={DIGIT_CHOICES}
            />
          </Stack>
        </Group>
        <Group align="flex-end" justify="space-between">
          <NumberInput
            label={t('adminMentalTests.quick.count')}
            value={template.count}
            onChange={(value) => set('count', typeof value === 'number' ? value : 1)}
            min={1}
            max={MENTAL_TEST_MAX_TASKS}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            w={180}
          />
          <Checkbox
            label={t('adminMentalTests.quick.replace')}
            checked={replace}
            onChange={(event) => setReplace(event.currentTarget.checked)}
            mb={8}
          />
        </Group>
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed">
            {t('adminMentalTests.quick.sample', { example: sample })}
          </Text>
          <Button
            leftSection={<IconSparkles size={16} />}
            disabled={count < 1}
            onClick={() => onFill(quickTasks({ ...template, count }, nextSeed()), replace)}
          >
            {t('adminMentalTests.quick.generate', { count })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
