import { Anchor, Stack, Text } from '@mantine/core';
import type { Recording } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/dates.ts';
import { videoEmbedUrl } from '../../../lib/video-embed.ts';
import { EmbeddedVideo } from '../../../ui/VideoFrames.tsx';
import { UploadedVideo } from '../UploadedVideo.tsx';

function RecordingBody({ recording }: { recording: Recording }) {
  const { t } = useTranslation();
  if (recording.kind === 'video') return <UploadedVideo recording={recording} />;
  if (!recording.url) return null;
  const embed = videoEmbedUrl(recording.url);
  return embed ? (
    <EmbeddedVideo src={embed} label={t('studentClass.recordings.player', { title: recording.title })} />
  ) : (
    <Anchor href={recording.url} target="_blank" rel="noopener noreferrer">
      {t('studentClass.recordings.open', { title: recording.title })}
    </Anchor>
  );
}

/** A recording with its day: an uploaded video or a YouTube/Vimeo link plays in place, any other link opens. */
export function RecordingPlayer({ recording }: { recording: Recording }) {
  const formatDay = useFormatDate('day');
  return (
    <Stack gap={4}>
      <Text fw={600}>{recording.title}</Text>
      <Text size="sm" c="dimmed">
        {formatDay(recording.recorded_on)}
      </Text>
      <RecordingBody recording={recording} />
    </Stack>
  );
}
