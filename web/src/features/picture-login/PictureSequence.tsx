import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { PICTURE_SEQUENCE_LENGTH, type PictureId } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { PictureGrid } from './PictureGrid.tsx';
import './picture-login.css';

const DOTS = [...Array(PICTURE_SEQUENCE_LENGTH).keys()];

/**
 * The grid with what has been picked so far: one dot per picture of the sequence, filled as they are picked (the
 * pictures themselves are not shown, so nobody looking over a shoulder learns them), and an undo of the last one.
 */
export function PictureSequence({
  picked,
  onChange,
  busy,
}: {
  picked: readonly PictureId[];
  onChange: (next: PictureId[]) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const full = picked.length >= PICTURE_SEQUENCE_LENGTH;
  return (
    <Stack gap="md" align="center">
      <div
        className="pl-dots"
        role="progressbar"
        aria-label={t('pictureLogin.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={PICTURE_SEQUENCE_LENGTH}
        aria-valuenow={picked.length}
        aria-valuetext={t('pictureLogin.progress', { picked: picked.length, total: PICTURE_SEQUENCE_LENGTH })}
      >
        {DOTS.map((position) => (
          <span key={position} className={position < picked.length ? 'pl-dot pl-dot-filled' : 'pl-dot'} />
        ))}
      </div>
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('pictureLogin.progress', { picked: picked.length, total: PICTURE_SEQUENCE_LENGTH })}
      </Text>
      <PictureGrid disabled={busy || full} onPick={(id) => onChange([...picked, id])} />
      <Group justify="center">
        <Button
          variant="default"
          size="md"
          radius="xl"
          leftSection={<IconArrowBackUp size={20} aria-hidden />}
          disabled={picked.length === 0 || busy}
          onClick={() => onChange(picked.slice(0, -1))}
        >
          {t('pictureLogin.undo')}
        </Button>
      </Group>
    </Stack>
  );
}
