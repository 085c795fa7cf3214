import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { type FractionAnswer, type FractionsSettings, type FractionTask, judgeFraction } from '@umka/games';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
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

/**
 * Numerator over denominator, typed into two fields. Enter in the numerator moves on to the
 * denominator, Enter there checks; a denominator left empty means a whole number (1/2 + 1/2 = 1).
 */
function FractionForm({ onAnswer, answered }: Pick<FractionsViewProps, 'onAnswer' | 'answered'>) {
  const { t } = useTranslation();
  const [numerator, setNumerator] = useState<number | string>('');
  const [denominator, setDenominator] = useState<number | string>('');
  const denominatorInput = useRef<HTMLInputElement>(null);
  const whole = denominator === '';
  const complete = typeof numerator === 'number' && (whole || (typeof denominator === 'number' && denominator > 0));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !answered) onAnswer({ numerator, denominator: typeof denominator === 'number' ? denominator : 1 });
  };
  const toDenominator = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    denominatorInput.current?.focus();
  };
  return (
    <form onSubmit={submit}>
      <Stack align="center" gap={6}>
        <NumberInput
          aria-label={t('trainers.fractions.numerator')}
          value={numerator}
          onChange={setNumerator}
          onKeyDown={toDenominator}
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
          ref={denominatorInput}
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
        <Text size="sm" c="dimmed" ta="center">
          {t('trainers.fractions.lowestTerms')}
        </Text>
      </Stack>
    </form>
  );
}

/** The relation keys a keyboard has, so a comparison is answered without reaching for the mouse. */
function useRelationKeys(onAnswer: (relation: FractionAnswer) => void, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const relation = RELATIONS.find((r) => r === event.key);
      if (relation) onAnswer(relation);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onAnswer, active]);
}

/** Compare with the three relation buttons or keys; add, subtract and simplify with a typed fraction. */
export function FractionsView({ task, onShown, onAnswer, answered }: FractionsViewProps) {
  const { t } = useTranslation();
  const [given, setGiven] = useState<FractionAnswer | null>(null);
  const answer = (value: FractionAnswer) => {
    setGiven(value);
    onAnswer(value);
  };
  useEffect(() => onShown(), [onShown]);
  useRelationKeys(onAnswer, task.operation === 'compare' && !answered);
  // The shell only says "not quite"; a right value left unreduced deserves to be told why.
  const notReduced = answered && given !== null && judgeFraction(task, given) === 'not_reduced';
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
        <FractionForm onAnswer={answer} answered={answered} />
      )}
      {notReduced ? (
        <Text c="orange.8" fw={700} ta="center" data-testid="not-reduced">
          {t('trainers.fractions.notReduced')}
        </Text>
      ) : null}
    </Stack>
  );
}
