import { describe, expect, it } from 'vitest';
import { itLessonBodySchema, itVideoEmbedUrl } from './it-courses.ts';

describe('IT lessons', () => {
  it('embeds the usual forms of YouTube and Vimeo links and nothing else', () => {
    const youtube = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=10s',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(itVideoEmbedUrl(link), link).toBe(youtube);
    }
    expect(itVideoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871?dnt=1');
    expect(itVideoEmbedUrl('https://player.vimeo.com/video/76979871')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
    for (const link of [
      'https://example.org/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload=x',
      'javascript:alert(1)',
      'not a link',
      'https://vimeo.com/channels/staffpicks',
    ]) {
      expect(itVideoEmbedUrl(link), link).toBeNull();
    }
  });

  it('asks a video or a link lesson for its link, and lets a text or a task go without one', () => {
    const lesson = { block_id: 1, title: 'Урок', text: '<p>Текст</p>' };
    expect(itLessonBodySchema.safeParse({ ...lesson, type: 'video' }).error?.issues[0]?.message).toBe('FIELD_REQUIRED');
    expect(itLessonBodySchema.safeParse({ ...lesson, type: 'link', link: ' ' }).error?.issues[0]?.message).toBe(
      'FIELD_REQUIRED',
    );
    expect(itLessonBodySchema.parse({ ...lesson, type: 'task', link: '' }).link).toBeNull();
    expect(itLessonBodySchema.parse({ ...lesson, type: 'text' })).toMatchObject({ link: null, text: '<p>Текст</p>' });
  });
});
