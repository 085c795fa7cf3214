import { AspectRatio, Skeleton, Text } from '@mantine/core';
import type { Recording } from '@umka/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../ui/QueryError.tsx';
import { isExpiring, type SignedVideo, useRecordingVideoUrl } from './materials.queries.ts';

/**
 * An uploaded recording in a `<video>` element, played from its signed address (the element cannot send
 * the Bearer header). A new address is taken while the video is paused; one that expires mid-lesson is
 * noticed when the next request fails, renewed, and the lesson goes on from the same moment.
 */
export function UploadedVideo({ recording }: { recording: Recording }) {
  const { t } = useTranslation();
  const signed = useRecordingVideoUrl(recording.id);
  const video = useRef<HTMLVideoElement>(null);
  const [active, setActive] = useState<SignedVideo | null>(null);
  const [failed, setFailed] = useState(false);
  const resume = useRef<{ time: number; playing: boolean } | null>(null);

  const adopt = useCallback((next: SignedVideo, playing: boolean) => {
    const element = video.current;
    if (element && element.currentTime > 0) resume.current = { time: element.currentTime, playing };
    setFailed(false);
    setActive(next);
  }, []);

  useEffect(() => {
    const fresh = signed.data;
    if (!fresh || fresh.url === active?.url) return;
    // Swapping the address of a playing video would make it stutter: it keeps the old one until that fails.
    if (!active || video.current?.paused !== false) adopt(fresh, false);
  }, [signed.data, active, adopt]);

  const renew = async () => {
    const element = video.current;
    if (!active || !isExpiring(active)) {
      setFailed(true);
      return;
    }
    const playing = element ? !element.paused : false;
    const { data } = await signed.refetch();
    if (data && data.url !== active.url) adopt(data, playing);
    else setFailed(true);
  };

  const restore = () => {
    const element = video.current;
    const position = resume.current;
    resume.current = null;
    if (!element || !position) return;
    element.currentTime = position.time;
    if (position.playing) void element.play().catch(() => undefined);
  };

  if (!active) {
    if (signed.isError) return <QueryError error={signed.error} onRetry={() => void signed.refetch()} />;
    return (
      <AspectRatio ratio={16 / 9} maw={720}>
        <Skeleton aria-label={t('studentClass.recordings.loading')} />
      </AspectRatio>
    );
  }
  return (
    <>
      <AspectRatio ratio={16 / 9} maw={720}>
        {/* biome-ignore lint/a11y/useMediaCaption: lessons are uploaded by teachers without caption files */}
        <video
          ref={video}
          src={active.url}
          controls
          playsInline
          preload="metadata"
          aria-label={t('studentClass.recordings.player', { title: recording.title })}
          onError={() => void renew()}
          onLoadedMetadata={restore}
          style={{ background: 'black', borderRadius: 8 }}
        />
      </AspectRatio>
      {failed ? (
        <Text size="sm" c="red" role="alert">
          {t('studentClass.recordings.failed')}
        </Text>
      ) : null}
    </>
  );
}
