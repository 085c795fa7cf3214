import { Alert } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Right or wrong at once after each answer; a wrong one shows what was right. */
export function AnswerFeedback({ correct, solution }: { correct: boolean; solution: number | string }) {
  const { t } = useTranslation();
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
      {correct ? null : t('trainers.shell.rightAnswer', { answer: solution })}
    </Alert>
  );
}
