import { Button, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { Guide } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../lib/i18n.ts';
import { videoEmbedUrl } from '../../lib/video-embed.ts';
import { EmbeddedVideo, SignedVideo } from '../../ui/VideoFrames.tsx';

/**
 * A link: YouTube and Vimeo play here without tracking cookies, with the link beside them for when the embedded
 * player cannot load (offline, blocked); any other link opens in a new tab.
 */
function LinkVideo({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const embed = videoEmbedUrl(url);
  return (
    <Stack align="center" gap="sm">
      {embed ? (
        <EmbeddedVideo src={embed} label={t('guides.player.videoLabel', { title })} />
      ) : (
        <Text ta="center">{t('guides.player.linkHint')}</Text>
      )}
      <Button
        component="a"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        radius="xl"
        variant={embed ? 'subtle' : 'filled'}
        rightSection={<IconExternalLink size={18} aria-hidden />}
      >
        {t('guides.player.open')}
      </Button>
    </Stack>
  );
}

/** The guide's video: a link, or an uploaded file from the address signed for this reader. */
function GuideVideo({ guide, title, onVideoFailed }: { guide: Guide; title: string; onVideoFailed?: () => void }) {
  const { t } = useTranslation();
  if (guide.source === 'link' && guide.link_url) return <LinkVideo url={guide.link_url} title={title} />;
  if (guide.source === 'video' && guide.video) {
    return (
      <SignedVideo src={guide.video.url} label={t('guides.player.videoLabel', { title })} onError={onVideoFailed} />
    );
  }
  return null;
}

/** A guide: its text, paragraph by paragraph, and its video when an admin has added one. */
export function GuidePlayer({
  guide,
  title,
  onVideoFailed,
}: {
  guide: Guide;
  title: string;
  /** The signed address stopped working (it expired): the list fetches a fresh one. */
  onVideoFailed?: () => void;
}) {
  const localized = useLocalized();
  const paragraphs = localized(guide.text)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <Stack gap="md">
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} size="lg" style={{ whiteSpace: 'pre-line' }}>
          {paragraph}
        </Text>
      ))}
      <GuideVideo guide={guide} title={title} onVideoFailed={onVideoFailed} />
    </Stack>
  );
}
