import { Badge, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { bareWord, type FindWordTask, MAX_MISSES_PER_WORD } from '@umka/games';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placedParagraphs } from './paragraphs.ts';

/** The text whole, every word a button: the word sought is found by clicking it, a wrong word shakes and counts. */
export function FindWordText({
  task,
  text,
  disabled,
  onFound,
}: {
  task: FindWordTask;
  text: string;
  disabled: boolean;
  onFound: (place: number, misses: number) => void;
}) {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const paragraphs = useMemo(() => placedParagraphs(text), [text]);
  const [misses, setMisses] = useState(0);
  const [shaking, setShaking] = useState<number | null>(null);

  const click = (word: string, place: number) => {
    if (disabled) return;
    if (bareWord(word) === task.target) {
      onFound(place, misses);
      return;
    }
    setMisses((was) => Math.min(was + 1, MAX_MISSES_PER_WORD));
    setShaking(place);
  };

  return (
    <Box w="100%" data-testid="find-word">
      <Group justify="center" gap="xs" mb="sm" aria-live="polite">
        <Text fw={700} fz="lg">
          {t('trainers.speedReading.find')}
        </Text>
        <Badge size="xl" color="yellow" variant="light" tt="none" data-testid="find-target">
          {task.target}
        </Badge>
        {misses > 0 ? (
          <Text c="dimmed" fz="sm">
            {t('trainers.speedReading.missesNow', { count: misses })}
          </Text>
        ) : null}
      </Group>
      <Box p="md" style={{ borderRadius: 16, border: '1px solid var(--mantine-color-gray-3)' }}>
        {paragraphs.map((paragraph) => (
          <Text key={paragraph[0]?.place} fz="lg" lh={2} mb="sm">
            {paragraph.map(({ word, place }) => (
              <span key={place}>
                <UnstyledButton
                  onClick={() => click(word, place)}
                  onAnimationEnd={() => setShaking(null)}
                  className={shaking === place && !reduceMotion ? 'umka-trainer-shake' : undefined}
                  fz="lg"
                  px={2}
                  style={{
                    borderRadius: 4,
                    display: 'inline-block',
                    outline: shaking === place ? '2px solid var(--mantine-color-red-5)' : undefined,
                  }}
                >
                  {word}
                </UnstyledButton>{' '}
              </span>
            ))}
          </Text>
        ))}
      </Box>
    </Box>
  );
}
