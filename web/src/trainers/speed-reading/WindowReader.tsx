import { Box, Stack, Text } from '@mantine/core';
import { readingWords } from '@umka/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { placedParagraphs } from './paragraphs.ts';
import { usePacedWord } from './usePacedWord.ts';

/** Words the window shows at once: the one at the pace, the one before and the one after. */
const WINDOW = 1;

/** A moving window: the whole text on the page, a bright band sweeping it at the chosen pace, the rest dimmed. */
export function WindowReader({ text, wpm, onDone }: { text: string; wpm: number; onDone: () => void }) {
  const { t } = useTranslation();
  const paragraphs = useMemo(() => placedParagraphs(text), [text]);
  const place = usePacedWord(readingWords(text).length, wpm, onDone);
  return (
    <Stack gap="xs" w="100%" data-testid="moving-window">
      <Text c="dimmed" size="sm" ta="center">
        {t('trainers.speedReading.reading', { wpm })}
      </Text>
      <Box p="md" style={{ borderRadius: 16, border: '1px solid var(--mantine-color-gray-3)' }}>
        {paragraphs.map((paragraph) => (
          <Text key={paragraph[0]?.place} fz="lg" lh={1.8} mb="sm">
            {paragraph.map(({ word, place: at }) => {
              const lit = Math.abs(at - place) <= WINDOW;
              return (
                <span
                  key={at}
                  data-lit={lit || undefined}
                  style={{
                    background: lit ? 'var(--mantine-color-yellow-2)' : undefined,
                    color: lit ? '#212529' : at < place ? '#868e96' : '#495057',
                    borderRadius: 4,
                    padding: '1px 2px',
                  }}
                >
                  {word}{' '}
                </span>
              );
            })}
          </Text>
        ))}
      </Box>
    </Stack>
  );
}
