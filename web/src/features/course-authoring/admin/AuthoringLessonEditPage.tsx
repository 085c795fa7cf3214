import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ItLessonContent } from '@umka/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useAuthoredCourses, useAuthoredLesson, useSaveLesson } from '../courseAuthoring.queries.ts';
import { type CourseAuthoring, lessonEditPath, lessonsListPath, NEW_LESSON_SEGMENT } from '../courseAuthoring.ts';
import { AuthoringLoadError } from './AuthoringLoadError.tsx';
import { LessonForm } from './LessonForm.tsx';

function positiveId(value: string | null | undefined): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Saves, says so (spec §8 "IT lesson created" / "IT lesson updated") and goes back to the lesson's block. */
function useSubmit(authoring: CourseAuthoring, id: number | null) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const navigate = useNavigate();
  const save = useSaveLesson(authoring);
  const submit = async (body: ItLessonContent) => {
    let saved: Awaited<ReturnType<typeof save.mutateAsync>>;
    try {
      saved = await save.mutateAsync({ id, body });
    } catch (error) {
      if (isApiError(error) && !error.fields?.length) notifyError(localize(error.message));
      throw error;
    }
    notifySuccess(t(`${authoring.texts}.${id === null ? 'lessonCreated' : 'lessonUpdated'}`));
    await navigate(
      id === null && authoring.openCreatedLesson
        ? lessonEditPath(authoring, saved.id)
        : lessonsListPath(authoring, { courseId: saved.course_id, blockId: saved.block_id }),
      { replace: id === null && authoring.openCreatedLesson === true },
    );
  };
  return { submit, saving: save.isPending };
}

export interface AuthoringLessonEditPageProps {
  authoring: CourseAuthoring;
  /** What the direction attaches to a lesson once it exists (IT quizzes, a course lesson's homework). */
  attachments: (lessonId: number) => ReactNode;
}

/** `…/:id` — the lesson editor; `new` for a lesson not written yet. */
export function AuthoringLessonEditPage({ authoring, attachments }: AuthoringLessonEditPageProps) {
  const { t } = useTranslation();
  const segment = useParams().id;
  const [params] = useSearchParams();
  const id = segment === NEW_LESSON_SEGMENT ? null : (positiveId(segment) ?? 0);
  const courses = useAuthoredCourses(authoring);
  const lesson = useAuthoredLesson(authoring, id);
  const { submit, saving } = useSubmit(authoring, id);
  const loading = courses.isPending || (id !== null && lesson.isPending);
  const { icon: DirectionIcon } = authoring;
  const failed = courses.isError ? courses : id !== null && lesson.isError ? lesson : null;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={authoring.lessonsPath} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {t(`${authoring.texts}.backToLessons`)}
        </Group>
      </Anchor>
      <Group gap="sm">
        <DirectionIcon size={32} stroke={1.5} color="var(--mantine-color-violet-6)" aria-hidden />
        <Title order={1} size="h2">
          {t(`${authoring.texts}.${id === null ? 'newLessonTitle' : 'editLessonTitle'}`)}
        </Title>
      </Group>
      {loading ? (
        <Spinner centered />
      ) : failed ? (
        <AuthoringLoadError authoring={authoring} error={failed.error} onRetry={() => void failed.refetch()} />
      ) : (
        <LessonForm
          authoring={authoring}
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
      {id !== null && lesson.data ? attachments(id) : null}
    </Stack>
  );
}
