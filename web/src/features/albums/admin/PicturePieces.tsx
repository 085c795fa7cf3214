import { Box, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminPuzzle } from '@umka/contracts';
import { useTranslation } from 'react-i18next';

export interface PicturePiecesProps {
  title: string;
  puzzles: readonly AdminPuzzle[];
}

/** The ten pieces the server cut, laid out as the picture is: two rows of five, numbered as their slots. */
export function PicturePieces({ title, puzzles }: PicturePiecesProps) {
  const { t } = useTranslation();
  const heading = t('albumsAdmin.picture.piecesTitle', { title });
  return (
    <Stack gap="xs" component="section" aria-label={heading}>
      <Text fw={600}>{heading}</Text>
      <SimpleGrid cols={5} spacing={4} role="list">
        {puzzles.map((puzzle) => (
          <Box
            key={puzzle.id}
            role="listitem"
            pos="relative"
            bg="gray.0"
            style={{ borderRadius: 4, overflow: 'hidden' }}
          >
            <img
              src={puzzle.image}
              alt={t('albumsAdmin.picture.piece', { number: puzzle.number })}
              style={{ width: '100%', display: 'block' }}
            />
            <Text
              size="xs"
              fw={700}
              pos="absolute"
              top={2}
              left={4}
              c="white"
              style={{ textShadow: '0 0 3px #000' }}
              aria-hidden
            >
              {puzzle.number}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
