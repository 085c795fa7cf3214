import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { FractionAnswer, FractionsSettings, FractionTask } from '@umka/games';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskViewProps } from '../shell/types.ts';
import { FractionText } from './FractionText.tsx';

type FractionsViewProps = TaskViewProps<FractionsSettings, FractionTask, FractionAnswer>;

const RELATIONS = ['<', '=', '>'] as const;
const SIGN = { add: '+', subtract: '−' } as const;

function Question({ task }: { task: FractionTask }) {
  if (task.operation === 'simplify') return <FractionText value={task.value} />;
  return (
    <Group gap="lg" align="center">
      <FractionText value={task.left} />
      <Text fz={44} fw={800}>
        {task.operation === 'compare' ? '?' : SIGN[task.operation]}
      </Text>
      <FractionText value={task.right} />
      {task.operation === 'compare' ? null : (
        <Text fz={44} fw={800}>
          =
        </Text>
      )}
    </Group>
  );
}

/** Numerator over denominator, typed into two fields; Enter checks. The answer must be in lowest terms. */
function FractionForm({ onAnswer, answered }: Pick<FractionsViewProps, 'onAnswer' | 'answered'>) {
  const { t } = useTranslation();
  const [numerator, setNumerator] = useState<number | string>('');
  const [denominator, setDenominator] = useState<number | string>('');
  const complete = typeof numerator === 'number' && typeof denominator === 'number' && denominator > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !answered) onAnswer({ numerator, denominator });
  };
  return (
    <form onSubmit={submit}>
      <Stack align="center" gap={6}>
        <NumberInput
          aria-label={t('trainers.fractions.numerator')}
          value={numerator}
          onChange={setNumerator}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          size="xl"
          w={120}
          styles={{ input: { textAlign: 'center', fontWeight: 800 } }}
          autoFocus
          disabled={answered}
        />
        <span style={{ display: 'block', width: 120, borderTop: '4px solid currentColor' }} />
        <NumberInput
          aria-label={t('trainers.fractions.denominator')}
          value={denominator}
          onChange={setDenominator}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          size="xl"
          w={120}
          styles={{ input: { textAlign: 'center', fontWeight: 800 } }}
          disabled={answered}
        />
        <Button type="submit" size="lg" radius="xl" color="teal" mt="sm" disabled={!complete || answered}>
          {t('trainers.fractions.check')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('trainers.fractions.lowestTerms')}
        </Text>
      </Stack>
    </form>
  );
}

/** Compare with the three relation buttons; add, subtract and simplify with a typed fraction. */
export function FractionsView({ task, onShown, onAnswer, answered }: FractionsViewProps) {
  useEffect(() => onShown(), [onShown]);
  return (
    <Stack align="center" gap="lg">
      <Question task={task} />
      {task.operation === 'compare' ? (
        <Group gap="md">
          {RELATIONS.map((relation) => (
            <Button
              key={relation}
              size="xl"
              radius="lg"
              w={80}
              fz={32}
              onClick={() => onAnswer(relation)}
              disabled={answered}
            >
              {relation}
            </Button>
          ))}
        </Group>
      ) : (
        <FractionForm onAnswer={onAnswer} answered={answered} />
      )}
    </Stack>
  );
}
