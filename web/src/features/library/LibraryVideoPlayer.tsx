import { AspectRatio, Button, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { LibraryUploadedVideo } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../ui/AppModal.tsx';

/**
 * An uploaded library video, played in a dialog from the address signed for this reader (a `<video>` cannot send the
 * Bearer header). An address that has expired fails to load: `staleKey` is fetched again, which signs a fresh one.
 */
export function LibraryVideoPlayer({
  title,
  video,
  staleKey,
  onPlay,
}: {
  title: string;
  video: LibraryUploadedVideo;
  staleKey: readonly unknown[];
  onPlay?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);

  return (
    <>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPlayerPlay size={14} aria-hidden />}
        onClick={() => {
          setOpen(true);
          onPlay?.();
        }}
      >
        {t('libraryReader.playVideo')}
      </Button>
      {open ? (
        <AppModal opened onClose={() => setOpen(false)} title={title} size="xl">
          <AspectRatio ratio={16 / 9}>
            {/* biome-ignore lint/a11y/useMediaCaption: admins upload library videos without caption files */}
            <video
              key={video.url}
              src={video.url}
              controls
              playsInline
              preload="metadata"
              aria-label={t('libraryReader.videoPlayer', { title })}
              onError={() => {
                setFailed(true);
                void queryClient.invalidateQueries({ queryKey: staleKey });
              }}
              onLoadedMetadata={() => setFailed(false)}
              style={{ background: 'black', borderRadius: 8 }}
            />
          </AspectRatio>
          {failed ? (
            <Text size="sm" c="red" role="alert" mt="sm">
              {t('libraryReader.videoFailed')}
            </Text>
          ) : null}
        </AppModal>
      ) : null}
    </>
  );
}
