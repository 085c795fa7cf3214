import { Button } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { CourseLesson } from '@umka/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../ui/Spinner.tsx';
import { EmbeddedVideo } from '../../../ui/VideoFrames.tsx';
import { LessonHtml } from '../../it-courses/index.ts';

/** What the lesson teaches: its video, its text, and for a link lesson (or a video that cannot play here) the link. */
export function LessonMaterial({ lesson }: { lesson: CourseLesson }) {
  const { t } = useTranslation();
  const linkOut = lesson.type === 'video' && lesson.video_embed_url ? null : lesson.link;
  return (
    <>
      {lesson.video_embed_url ? (
        <EmbeddedVideo
          src={lesson.video_embed_url}
          label={t('courses.student.lesson.videoTitle', { title: lesson.title })}
          maw={860}
        />
      ) : null}
      {lesson.text ? (
        <Suspense fallback={<Spinner centered />}>
          <LessonHtml html={lesson.text} />
        </Suspense>
      ) : null}
      {linkOut ? (
        <Button
          component="a"
          href={linkOut}
          target="_blank"
          rel="noopener noreferrer nofollow"
          variant="light"
          color="indigo"
          radius="xl"
          size="md"
          leftSection={<IconExternalLink size={18} />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t(lesson.type === 'video' ? 'courses.student.lesson.openVideo' : 'courses.student.lesson.openLink')}
        </Button>
      ) : null}
    </>
  );
}
