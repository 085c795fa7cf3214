import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Under the result: gymnastics helps when it is a habit, so the child is asked back tomorrow. */
export function EveryDayNote() {
  const { t } = useTranslation();
  return (
    <Text ta="center" c="dimmed">
      {t('trainers.articulation.everyDay')}
    </Text>
  );
}
