import { Button, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { GymnasticsVideo } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { videoEmbedUrl } from '../../../lib/video-embed.ts';
import { EmbeddedVideo, SignedVideo } from '../../../ui/VideoFrames.tsx';
import { BuiltinExercise } from './BuiltinExercise.tsx';

/** A link: YouTube or Vimeo play here without tracking cookies; any other site opens in a new tab. */
function LinkExercise({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const embed = videoEmbedUrl(url);
  if (embed) return <EmbeddedVideo src={embed} label={t('gymnastics.player.videoLabel', { title })} />;
  return (
    <Stack align="center" gap="xs">
      <Text ta="center">{t('gymnastics.player.linkHint')}</Text>
      <Button
        component="a"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        radius="xl"
        rightSection={<IconExternalLink size={18} />}
      >
        {t('gymnastics.player.openLink', { title })}
      </Button>
    </Stack>
  );
}

/** Plays one exercise: drawn here, an uploaded video from its signed address, or a link. */
export function ExercisePlayer({
  video,
  title,
  onVideoFailed,
}: {
  video: GymnasticsVideo;
  title: string;
  /** The signed address stopped working (it expired): the page fetches a fresh one. */
  onVideoFailed: () => void;
}) {
  const { t } = useTranslation();
  if (video.source === 'builtin' && video.builtin_key) return <BuiltinExercise builtinKey={video.builtin_key} />;
  if (video.source === 'link' && video.link_url) return <LinkExercise url={video.link_url} title={title} />;
  if (video.video) {
    return (
      <SignedVideo src={video.video.url} label={t('gymnastics.player.videoLabel', { title })} onError={onVideoFailed} />
    );
  }
  return <Text c="dimmed">{t('gymnastics.player.unavailable')}</Text>;
}
