import { Card, Image, SimpleGrid, Stack, Text, Title, Transition } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { OwnedPuzzle } from '@umka/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The pieces just bought, turned over one after another; with reduced motion they are all shown at once. The shop
 * keys it by purchase, so each purchase starts its own reveal.
 */
export function PuzzleShopReveal({ puzzles }: { puzzles: OwnedPuzzle[] }) {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const [turned, setTurned] = useState(0);
  const shown = reduceMotion ? puzzles.length : turned;

  useEffect(() => {
    if (reduceMotion || turned >= puzzles.length) return;
    const timer = setTimeout(() => setTurned((count) => count + 1), 250);
    return () => clearTimeout(timer);
  }, [turned, puzzles.length, reduceMotion]);

  return (
    <Card component="section" aria-labelledby="puzzle-reveal" radius="xl" withBorder padding="lg">
      <Stack gap="sm">
        <Title order={3} size="h4" id="puzzle-reveal">
          {t('albumsTrade.shop.revealTitle', { count: puzzles.length })}
        </Title>
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="sm">
          {puzzles.map((puzzle, index) => (
            <Transition
              key={puzzle.puzzle_student_id}
              mounted={index < shown}
              transition="pop"
              duration={reduceMotion ? 0 : 300}
            >
              {(style) => (
                <Stack gap={2} align="center" style={style}>
                  <Image
                    src={puzzle.image}
                    alt={t('albumsTrade.pieceAlt', { number: puzzle.number })}
                    h={72}
                    w={72}
                    radius="md"
                    style={puzzle.is_legendary ? { boxShadow: '0 0 12px var(--mantine-color-yellow-5)' } : undefined}
                  />
                  {puzzle.is_legendary && (
                    <Text size="xs" fw={700} c="yellow.9">
                      {t('albumsTrade.legendary')}
                    </Text>
                  )}
                </Stack>
              )}
            </Transition>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
