import { AspectRatio } from '@mantine/core';

const FRAME = { ratio: 16 / 9, mx: 'auto', w: '100%' } as const;

/**
 * A YouTube or Vimeo player (its embed address, see lib/video-embed.ts) in a 16:9 frame. The sandbox keeps the
 * other site's page from navigating ours; popups stay allowed, so the player's own "watch on YouTube" works.
 */
export function EmbeddedVideo({ src, label, maw = 720 }: { src: string; label: string; maw?: number }) {
  return (
    <AspectRatio {...FRAME} maw={maw}>
      <iframe
        src={src}
        title={label}
        allow="fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        loading="lazy"
        style={{ border: 0, borderRadius: 12 }}
      />
    </AspectRatio>
  );
}

/**
 * An uploaded video played from an address signed for its reader (a `<video>` element cannot send the Bearer
 * header); `onError` lets the page fetch a fresh address once this one has expired.
 */
export function SignedVideo({ src, label, onError }: { src: string; label: string; onError?: () => void }) {
  return (
    <AspectRatio {...FRAME} maw={720}>
      {/* biome-ignore lint/a11y/useMediaCaption: videos are uploaded by admins without caption files */}
      <video
        src={src}
        controls
        playsInline
        preload="metadata"
        aria-label={label}
        onError={onError}
        style={{ background: 'black', borderRadius: 12 }}
      />
    </AspectRatio>
  );
}
