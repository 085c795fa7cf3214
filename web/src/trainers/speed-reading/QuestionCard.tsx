import { Button, Kbd, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReadingQuestionTask } from '@umka/games';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** A question about the text read, answered by a tap or the number key of its choice. */
export function QuestionCard({
  task,
  disabled,
  onPick,
}: {
  task: ReadingQuestionTask;
  disabled: boolean;
  onPick: (option: number) => void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const option = Number(event.key) - 1;
      if (disabled || !Number.isInteger(option) || option < 0 || option >= task.options.length) return;
      event.preventDefault();
      onPick(option);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [disabled, task.options.length, onPick]);

  return (
    <Stack gap="md" w="100%" data-testid="reading-question">
      <Text fz="xl" fw={700} ta="center">
        {task.question}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" role="group" aria-label={t('trainers.speedReading.choices')}>
        {task.options.map((option, index) => (
          <Button
            key={option}
            variant="light"
            color="grape"
            size="lg"
            radius="lg"
            disabled={disabled}
            onClick={() => onPick(index)}
            leftSection={<Kbd aria-hidden>{index + 1}</Kbd>}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' }, root: { height: 'auto', minHeight: 52 } }}
          >
            {option}
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
