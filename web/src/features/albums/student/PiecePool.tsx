import { useDroppable } from '@dnd-kit/core';
import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowsShuffle, IconCrown } from '@tabler/icons-react';
import { EXCHANGE_SIZE, errorMessage, MAX_LEGENDARY_SELECTION, type OwnedPuzzle } from '@umka/contracts';
import { exchangeRefusal, legendaryRefusal } from '@umka/games';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { useExchangePuzzles, useMakeLegendary } from '../albums.queries.ts';
import { PieceButton } from './PieceButton.tsx';
import { groupPool, type Spot } from './pictureMoves.ts';

export const POOL_DROP_ID = 'pool';
export const poolDragId = (pieceId: number) => `pool:${pieceId}`;

export interface PiecePoolProps {
  pool: OwnedPuzzle[];
  selected: Spot | null;
  onPiece: (pieceId: number) => void;
  /** A slot's piece is selected: the pool takes it back. */
  onReturn: (() => void) | null;
}

/** The student's loose pieces: placed by drag or by selection, and crafted into legendary ones or exchanged. */
export function PiecePool({ pool, selected, onPiece, onReturn }: PiecePoolProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { setNodeRef, isOver } = useDroppable({ id: POOL_DROP_ID });
  const [chosen, setChosen] = useState<number[]>([]);
  const [explanation, setExplanation] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const makeLegendary = useMakeLegendary();
  const exchange = useExchangePuzzles();

  const chosenPieces = pool.filter((piece) => chosen.includes(piece.puzzle_student_id));
  const ordinary = pool.filter((piece) => !piece.is_legendary);

  const send = (kind: 'legendary' | 'exchange') => {
    const refusal = kind === 'legendary' ? legendaryRefusal(chosenPieces) : exchangeRefusal(chosenPieces);
    if (refusal) {
      setExplanation(localized(errorMessage(refusal)));
      return;
    }
    setExplanation(null);
    const ids = chosenPieces.map((piece) => piece.puzzle_student_id);
    setDone(null);
    const finish = (text: string) => {
      setChosen([]);
      setDone(text);
    };
    if (kind === 'legendary') {
      makeLegendary.mutate(ids, {
        onSuccess: ({ puzzles }) => finish(t('albums.craft.madeLegendary', { count: puzzles.length })),
      });
    } else {
      exchange.mutate(ids, {
        onSuccess: ({ puzzle }) => finish(t('albums.craft.exchanged', { piece: puzzle.number })),
      });
    }
  };

  return (
    <Stack component="section" gap="sm" aria-labelledby="albums-pool-title">
      <Group justify="space-between">
        <Title order={2} size="h4" id="albums-pool-title">
          {t('albums.pool.title')}
        </Title>
        {onReturn ? (
          <Button variant="light" radius="xl" onClick={onReturn}>
            {t('albums.pool.returnPiece')}
          </Button>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        {t('albums.pool.hint')}
      </Text>
      <ul ref={setNodeRef} className="albums-pool" data-over={isOver} aria-label={t('albums.pool.title')}>
        {pool.length === 0 ? (
          <li>
            <Text c="dimmed">{t('albums.pool.empty')}</Text>
          </li>
        ) : (
          groupPool(pool).map((group) => {
            const [first] = group;
            if (!first) return null;
            return (
              <li key={first.puzzle_student_id}>
                <PieceButton
                  dragId={poolDragId(first.puzzle_student_id)}
                  piece={first}
                  count={group.length}
                  label={t(first.is_legendary ? 'albums.pool.legendaryPiece' : 'albums.pool.piece', {
                    piece: first.number,
                    count: group.length,
                  })}
                  selected={selected?.kind === 'pool' && group.some((p) => p.puzzle_student_id === selected.pieceId)}
                  onSelect={() => onPiece(first.puzzle_student_id)}
                />
              </li>
            );
          })
        )}
      </ul>

      {ordinary.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('albums.craft.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('albums.craft.hint', { legendary: MAX_LEGENDARY_SELECTION, exchange: EXCHANGE_SIZE })}
          </Text>
          <Group gap="sm">
            {ordinary.map((piece) => (
              <Checkbox
                key={piece.puzzle_student_id}
                label={t('albums.craft.piece', { piece: piece.number, id: piece.puzzle_student_id })}
                checked={chosen.includes(piece.puzzle_student_id)}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setChosen((ids) =>
                    on ? [...ids, piece.puzzle_student_id] : ids.filter((id) => id !== piece.puzzle_student_id),
                  );
                }}
              />
            ))}
          </Group>
          <Group gap="sm">
            <Button
              radius="xl"
              color="yellow"
              autoContrast
              leftSection={<IconCrown size={18} aria-hidden />}
              loading={makeLegendary.isPending}
              onClick={() => send('legendary')}
            >
              {t('albums.craft.makeLegendary')}
            </Button>
            <Button
              radius="xl"
              variant="default"
              leftSection={<IconArrowsShuffle size={18} aria-hidden />}
              loading={exchange.isPending}
              onClick={() => send('exchange')}
            >
              {t('albums.craft.exchange')}
            </Button>
          </Group>
          {done ? (
            <Alert color="teal" radius="lg" role="status">
              {done}
            </Alert>
          ) : null}
          {explanation ? (
            <Alert color="orange" radius="lg" role="alert">
              {explanation}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
