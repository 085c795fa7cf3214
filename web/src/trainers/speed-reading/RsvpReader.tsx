import { Box, Progress, Stack, Text } from '@mantine/core';
import { readingWords } from '@umka/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePacedWord } from './usePacedWord.ts';

/** RSVP: the text's words flashed one by one in the same place, at the chosen words a minute. */
export function RsvpReader({ text, wpm, onDone }: { text: string; wpm: number; onDone: () => void }) {
  const { t } = useTranslation();
  const words = useMemo(() => readingWords(text), [text]);
  const place = usePacedWord(words.length, wpm, onDone);
  return (
    <Stack align="center" gap="md" w="100%" data-testid="rsvp">
      <Text c="dimmed" size="sm">
        {t('trainers.speedReading.reading', { wpm })}
      </Text>
      <Box
        w="100%"
        py="xl"
        bg="yellow.0"
        style={{ borderRadius: 16, border: '2px solid var(--mantine-color-yellow-3)', textAlign: 'center' }}
      >
        <Text fz={40} fw={800} data-testid="rsvp-word" aria-live="off">
          {words[place]}
        </Text>
      </Box>
      <Progress
        w="100%"
        value={((place + 1) / Math.max(words.length, 1)) * 100}
        aria-label={t('trainers.speedReading.readProgress', { read: place + 1, total: words.length })}
        color="yellow"
      />
    </Stack>
  );
}
