import { ActionIcon, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { VoiceRecording } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/dates.ts';
import { useMarkVoiceHeard, useVoiceAudioUrl } from '../voiceRecordings.queries.ts';

interface VoiceRecordingCardProps {
  recording: VoiceRecording;
  deleting: boolean;
  onDelete: () => void;
}

/** 0:07 */
function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** One recording a student sent: who, which exercise, when; played from its signed address, which marks it heard. */
export function VoiceRecordingCard({ recording, deleting, onDelete }: VoiceRecordingCardProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate('dateTime');
  const signed = useVoiceAudioUrl(recording.id);
  const heard = useMarkVoiceHeard();
  const unheard = recording.heard_at === null;
  const name = `${recording.student_name}, ${recording.topic_title}`;

  const onPlay = () => {
    if (unheard && !heard.isPending) heard.mutate(recording.id);
  };

  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={2} size="h4">
              {recording.student_name}
            </Title>
            <Badge variant={unheard ? 'filled' : 'light'} color={unheard ? 'grape' : 'gray'}>
              {t(unheard ? 'voiceRecordings.teacher.new' : 'voiceRecordings.teacher.heard')}
            </Badge>
          </Group>
          <Text>{recording.topic_title}</Text>
          <Text size="sm" c="dimmed">
            {t('voiceRecordings.teacher.when', {
              date: formatDate(recording.created_at),
              duration: duration(recording.duration_ms),
            })}
          </Text>
          {signed.data ? (
            // biome-ignore lint/a11y/useMediaCaption: a child's recorded voice has no captions
            <audio
              controls
              preload="none"
              src={signed.data.url}
              aria-label={t('voiceRecordings.teacher.player', { name })}
              onPlay={onPlay}
              onError={() => void signed.refetch()}
            />
          ) : (
            <Text size="sm" c={signed.isError ? 'red' : 'dimmed'} role={signed.isError ? 'alert' : undefined}>
              {t(signed.isError ? 'voiceRecordings.teacher.audioFailed' : 'voiceRecordings.teacher.audioLoading')}
            </Text>
          )}
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('voiceRecordings.teacher.delete', { name })}
          loading={deleting}
          onClick={onDelete}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    </Card>
  );
}
