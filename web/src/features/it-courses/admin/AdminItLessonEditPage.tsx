import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconCode } from '@tabler/icons-react';
import type { ItLessonContent } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { LessonQuizzesSection } from '../../it-quizzes/index.ts';
import { useAdminItCourses, useAdminItLesson, useSaveItLesson } from '../itCourses.queries.ts';
import { ItLessonForm } from './ItLessonForm.tsx';
import { IT_LESSONS_PATH, lessonsListPath, NEW_LESSON_SEGMENT } from './itAdminPaths.ts';

function positiveId(value: string | null | undefined): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Saves, says so (spec §8 "IT lesson created" / "IT lesson updated") and goes back to the lesson's block. */
function useSubmit(id: number | null) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const navigate = useNavigate();
  const save = useSaveItLesson();
  const submit = async (body: ItLessonContent) => {
    let saved: Awaited<ReturnType<typeof save.mutateAsync>>;
    try {
      saved = await save.mutateAsync({ id, body });
    } catch (error) {
      if (isApiError(error) && !error.fields?.length) notifyError(localize(error.message));
      throw error;
    }
    notifySuccess(t(id === null ? 'itCourses.admin.lessonCreated' : 'itCourses.admin.lessonUpdated'));
    await navigate(lessonsListPath({ courseId: saved.course_id, blockId: saved.block_id }));
  };
  return { submit, saving: save.isPending };
}

/** /admin/it-lessons/list/:id — the lesson editor; `new` for a lesson not written yet. */
export function AdminItLessonEditPage() {
  const { t } = useTranslation();
  const segment = useParams().id;
  const [params] = useSearchParams();
  const id = segment === NEW_LESSON_SEGMENT ? null : (positiveId(segment) ?? 0);
  const courses = useAdminItCourses();
  const lesson = useAdminItLesson(id);
  const { submit, saving } = useSubmit(id);
  const loading = courses.isPending || (id !== null && lesson.isPending);
  const failed = courses.isError ? courses : id !== null && lesson.isError ? lesson : null;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={IT_LESSONS_PATH} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {t('itCourses.admin.backToLessons')}
        </Group>
      </Anchor>
      <Group gap="sm">
        <IconCode size={32} stroke={1.5} color="var(--mantine-color-violet-6)" aria-hidden />
        <Title order={1} size="h2">
          {t(id === null ? 'itCourses.admin.newLessonTitle' : 'itCourses.admin.editLessonTitle')}
        </Title>
      </Group>
      {loading ? (
        <Spinner centered />
      ) : failed ? (
        <QueryError error={failed.error} onRetry={() => void failed.refetch()} />
      ) : (
        <ItLessonForm
          key={lesson.data?.id ?? 'new'}
          courses={courses.data?.courses ?? []}
          {...(lesson.data ? { lesson: lesson.data } : {})}
          {...(id === null && positiveId(params.get('block')) !== undefined
            ? { blockId: positiveId(params.get('block')) }
            : {})}
          saving={saving}
          onSave={submit}
        />
      )}
      {id !== null && lesson.data ? <LessonQuizzesSection lessonId={id} /> : null}
    </Stack>
  );
}
