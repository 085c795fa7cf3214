import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './video-embed.ts';

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
  ])('plays %s in the privacy-friendly player', (link, embed) => {
    expect(videoEmbedUrl(link)).toBe(embed);
  });

  it.each([
    ['https://example.org/lesson.mp4'],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=bad"id'],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['https://vimeo.com/channels/staffpicks'],
    ['not a link'],
  ])('embeds nothing for %s', (link) => {
    expect(videoEmbedUrl(link)).toBeNull();
  });
});
