import { Box, Progress, Stack, Text } from '@mantine/core';
import type { MemoKind } from '@umka/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemoCardFace } from './MemoCard.tsx';

/** The sequence shown one card at a time, each for its share of the time, counted from the start. */
export function MemoShow({
  kind,
  sequence,
  showMs,
  onDone,
}: {
  kind: MemoKind;
  sequence: readonly string[];
  showMs: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [at, setAt] = useState(0);
  useEffect(() => {
    const startedAt = Date.now();
    let timer = 0;
    const tick = () => {
      const next = Math.floor((Date.now() - startedAt) / showMs);
      if (next >= sequence.length) {
        onDone();
        return;
      }
      setAt(next);
      timer = window.setTimeout(tick, showMs * (next + 1) - (Date.now() - startedAt));
    };
    timer = window.setTimeout(tick, showMs);
    return () => window.clearTimeout(timer);
  }, [sequence.length, showMs, onDone]);

  return (
    <Stack align="center" gap="md" w="100%" data-testid="memo-show">
      <Text c="dimmed">{t('trainers.memo.remember', { current: at + 1, total: sequence.length })}</Text>
      <Box
        w={180}
        h={180}
        bg="grape.0"
        style={{
          display: 'grid',
          placeItems: 'center',
          borderRadius: 24,
          border: '3px solid var(--mantine-color-grape-3)',
        }}
        data-testid="memo-card"
      >
        <MemoCardFace kind={kind} card={sequence[at] ?? ''} size={110} />
      </Box>
      <Progress w="100%" value={((at + 1) / sequence.length) * 100} color="grape" aria-hidden />
    </Stack>
  );
}
