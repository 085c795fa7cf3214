import { Button, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { GroupPatch } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { ParentChatSwitch } from '../../chat/index.ts';
import { PictureLoginSwitch } from '../../picture-login/index.ts';
import { useSubjects, useTeacherSubjects } from '../../subjects/index.ts';
import { useSaveClass, useTeacherClass } from '../groups.queries.ts';
import { useNotifyClassError } from '../useNotifyClassError.ts';
import { ClassForm } from './ClassForm.tsx';

/** The id of /teacher/classes/:id/edit; null on /create, NaN for a malformed one. */
function useClassId(): number | null {
  const { id } = useParams();
  if (id === undefined) return null;
  return /^[1-9]\d*$/.test(id) ? Number(id) : Number.NaN;
}

/** /teacher/classes/create and /teacher/classes/:id/edit: a class's title and subject. */
export function TeacherClassFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const teacherId = user?.id ?? 0;
  const id = useClassId();
  const validId = id === null || !Number.isNaN(id);
  const [params] = useSearchParams();
  const schoolClass = useTeacherClass(user?.id ?? null, validId && id !== null ? id : 0);
  const allSubjects = useSubjects();
  const taught = useTeacherSubjects(user?.id ?? null);
  const save = useSaveClass(teacherId, validId ? id : null);
  const notifyClassError = useNotifyClassError();
  const existing = schoolClass.data;
  const subjectLocked = (existing?.students_count ?? 0) > 0;

  const onSave = async (values: { title: string; subject_id: number }) => {
    const body: GroupPatch = subjectLocked ? { title: values.title } : values;
    const saved = await save.mutateAsync(body);
    notifySuccess(
      id === null
        ? t('teacherClasses.form.created', { title: saved.title })
        : t('teacherClasses.form.saved', { title: saved.title }),
    );
    // A new class is opened at once, so its students can be added next.
    navigate(`/teacher/classes/${saved.id}`);
  };

  const backTo = id === null || !validId ? '/teacher/classes' : `/teacher/classes/${id}`;
  const missing =
    !validId || (schoolClass.isError && isApiError(schoolClass.error) && schoolClass.error.status === 404);
  const failed = allSubjects.isError
    ? allSubjects
    : taught.isError
      ? taught
      : id !== null && schoolClass.isError
        ? schoolClass
        : null;
  // Only the teacher's own subjects are offered (spec §3 Teacher.subjects); a class keeps showing its own.
  const offered =
    allSubjects.data && taught.data
      ? allSubjects.data.filter(
          (subject) => taught.data.subject_ids.includes(subject.id) || subject.id === existing?.subject_id,
        )
      : undefined;
  const requestedSubject = Number(params.get('subject'));
  const presetSubject = offered?.some((subject) => subject.id === requestedSubject) ? requestedSubject : null;
  const ready = offered && (id === null || existing) ? offered : null;

  return (
    <Stack gap="lg">
      <Stack gap={4} align="flex-start">
        <Button component={Link} to={backTo} variant="subtle" leftSection={<IconArrowLeft size={18} />} px={0}>
          {id === null || !validId ? t('teacher.class.back') : t('teacherClasses.form.backToClass')}
        </Button>
        <Title order={1} size="h2">
          {t(id === null ? 'teacherClasses.form.createTitle' : 'teacherClasses.form.editTitle')}
        </Title>
      </Stack>
      {missing ? (
        <EmptyState title={t('teacher.class.notFound')} titleOrder={2} />
      ) : failed ? (
        <QueryError error={failed.error} onRetry={() => void failed.refetch()} />
      ) : ready && ready.length === 0 ? (
        <EmptyState
          title={t('teacherClasses.form.noSubjectsTitle')}
          description={t('teacherClasses.form.noSubjectsText')}
          titleOrder={2}
        />
      ) : ready ? (
        <ClassForm
          key={existing?.id ?? 'new'}
          initial={
            existing
              ? { title: existing.title, subjectId: existing.subject_id }
              : { title: '', subjectId: presetSubject ?? (ready.length === 1 ? (ready[0]?.id ?? null) : null) }
          }
          subjects={ready}
          subjectLocked={subjectLocked}
          saving={save.isPending}
          cancelTo={backTo}
          onSave={onSave}
          onError={notifyClassError}
          settings={
            existing ? (
              <>
                <PictureLoginSwitch groupId={existing.id} />
                <ParentChatSwitch groupId={existing.id} />
              </>
            ) : undefined
          }
        />
      ) : (
        <Spinner centered />
      )}
    </Stack>
  );
}
