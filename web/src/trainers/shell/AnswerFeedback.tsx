import { Alert } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A number as a child of this language writes it: a decimal comma in ru and uk, and the minus sign the
 * tasks themselves are printed with, not a hyphen.
 */
export function formatSolution(solution: number | string, locale: string): string {
  if (typeof solution === 'string') return solution;
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false }).format(solution);
  return text.replace(/^[-\u2212]/, '\u2212');
}

/** Right or wrong at once after each answer; a wrong one shows what was right. */
export function AnswerFeedback({ correct, solution }: { correct: boolean; solution: number | string }) {
  const { t, i18n } = useTranslation();
  const reduceMotion = useReducedMotion();
  const motion = reduceMotion ? undefined : correct ? 'umka-trainer-pop' : 'umka-trainer-shake';
  return (
    <Alert
      role="status"
      radius="lg"
      variant="filled"
      color={correct ? 'teal' : 'red'}
      icon={correct ? <IconCheck /> : <IconX />}
      className={motion}
      title={correct ? t('trainers.shell.right') : t('trainers.shell.wrong')}
    >
      {correct ? null : t('trainers.shell.rightAnswer', { answer: formatSolution(solution, i18n.language) })}
    </Alert>
  );
}
