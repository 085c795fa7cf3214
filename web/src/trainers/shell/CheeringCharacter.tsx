import { Box, Paper, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DressedCharacter } from '../../features/world/index.ts';
import { useSubjectDataIfAny } from '../../lib/subject-context.ts';
import type { ResultMood } from './resultMood.ts';

/**
 * The student's own dressed character meeting the round: it jumps for joy at a personal best, nods
 * happily at a good round and waves "again!" after a hard one, with a speech bubble saying so. Without
 * a character to show (a teacher trying a trainer, a student before choosing one) the fallback stands in.
 */
export function CheeringCharacter({ mood, fallback }: { mood: ResultMood; fallback: ReactNode }) {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const character = useSubjectDataIfAny()?.character ?? null;
  if (!character) return fallback;
  return (
    <Stack align="center" gap={4}>
      <Paper radius="xl" px="md" py={6} withBorder shadow="xs" className="umka-speech" role="status" data-mood={mood}>
        <Text fw={700} ta="center">
          {t(`trainers.shell.mood.${mood}`)}
        </Text>
      </Paper>
      <Box className={reduceMotion ? undefined : `umka-cheer-${mood}`}>
        <DressedCharacter character={character} width={110} />
      </Box>
    </Stack>
  );
}
