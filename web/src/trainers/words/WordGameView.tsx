import { Badge, Box, Group, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Locale } from '@umka/contracts';
import { type GridCell, MAX_MISSES_PER_WORD, sameCell } from '@umka/games';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectionMode } from './gridSelection.ts';
import { type HiddenWord, judgeSelection, type SelectionVerdict } from './judgeSelection.ts';
import { FOUND_COLOURS, type FoundWord, LetterGrid } from './LetterGrid.tsx';
import { useWordDictionary } from './useWordDictionary.ts';

export interface WordGameViewProps<Answer> {
  words: readonly HiddenWord[];
  locale: Locale;
  answeredTasks: ReadonlySet<number>;
  answered: boolean;
  onShown: () => void;
  onAnswer: (answer: Answer, taskIndex: number) => void;
  mode: SelectionMode;
  /** A word search counts a word on any line that spells it, either way; a fillword only on its own cells. */
  anywhere: boolean;
  /** Whether the words to find are shown (a word search) or only their lengths (a fillword). */
  showWords: boolean;
  toAnswer: (cells: GridCell[], misses: number) => Answer;
}

type Message = Exclude<SelectionVerdict['kind'], 'found'> | 'found';

/**
 * A word game's board: the words (or blanks as long as them) beside the grid, each found one in its colour on both,
 * and a line saying what the last selection was. A selection of letters that spell nothing is a miss, carried in the
 * next word's answer; a real word the game did not hide is said so and costs nothing.
 */
export function WordGameView<Answer>(props: WordGameViewProps<Answer>) {
  const { words, locale, answeredTasks, answered, onShown, onAnswer, mode, anywhere, showWords, toAnswer } = props;
  const { t } = useTranslation();
  const dictionary = useWordDictionary(locale);
  const [foundCells, setFoundCells] = useState<ReadonlyMap<number, GridCell[]>>(() => new Map());
  const [misses, setMisses] = useState(0);
  const [message, setMessage] = useState<{ kind: Message; word?: string } | null>(null);
  const [shake, setShake] = useState(0);

  useEffect(() => onShown(), [onShown]);

  const found: FoundWord[] = useMemo(
    () => [...foundCells].map(([index, cells]) => ({ cells, colour: index })),
    [foundCells],
  );
  const isLocked = (cell: GridCell) =>
    !anywhere && [...foundCells.values()].some((cells) => cells.some((taken) => sameCell(taken, cell)));

  const select = (cells: GridCell[]) => {
    if (answered) return;
    const verdict = judgeSelection(words, answeredTasks, cells, dictionary, anywhere);
    if (verdict.kind === 'found') {
      setFoundCells((was) => new Map(was).set(verdict.index, verdict.cells));
      setMessage({ kind: 'found', word: words[verdict.index]?.word });
      onAnswer(toAnswer(verdict.cells, misses), verdict.index);
      setMisses(0);
      return;
    }
    setMessage({ kind: verdict.kind });
    if (verdict.kind === 'nothing') {
      setMisses((was) => Math.min(was + 1, MAX_MISSES_PER_WORD));
      setShake((was) => was + 1);
    }
  };

  return (
    <Stack w="100%" gap="sm" data-testid="word-game">
      <Group gap={6} justify="center" aria-label={t('trainers.words.toFind')} role="list">
        {words.map((word, index) => {
          const done = answeredTasks.has(index);
          const letters = [...word.word].length;
          return (
            <Badge
              // biome-ignore lint/suspicious/noArrayIndexKey: a word's place in the round is its identity
              key={index}
              role="listitem"
              size="lg"
              radius="sm"
              variant={done ? 'filled' : 'outline'}
              color="dark"
              leftSection={done ? <IconCheck size={14} aria-hidden /> : undefined}
              styles={{
                root: {
                  background: done ? FOUND_COLOURS[index % FOUND_COLOURS.length] : undefined,
                  color: '#212529',
                  textDecoration: done && showWords ? 'line-through' : undefined,
                  textTransform: 'none',
                },
              }}
              aria-label={
                done || showWords
                  ? t(done ? 'trainers.words.wordFound' : 'trainers.words.wordToFind', { word: word.word })
                  : t('trainers.words.hiddenWord', { count: letters })
              }
              data-found={done || undefined}
            >
              {done || showWords ? word.word : '_'.repeat(letters).split('').join(' ')}
            </Badge>
          );
        })}
      </Group>
      <Box mih={28} ta="center" aria-live="polite" data-testid="word-message">
        {message ? (
          <Text fw={700} c={message.kind === 'found' ? 'teal.8' : message.kind === 'nothing' ? 'orange.8' : 'indigo.8'}>
            {t(`trainers.words.message.${message.kind}`, { word: message.word ?? '' })}
          </Text>
        ) : (
          <Text c="dimmed">{t(mode === 'line' ? 'trainers.words.howLine' : 'trainers.words.howPath')}</Text>
        )}
      </Box>
      <LetterGrid
        grid={words[0]?.grid ?? []}
        mode={mode}
        found={found}
        isLocked={isLocked}
        onSelect={select}
        disabled={answered}
        shake={shake}
      />
    </Stack>
  );
}
