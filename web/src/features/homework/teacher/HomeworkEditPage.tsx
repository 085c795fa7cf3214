import { Button, Stack } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import type { GroupDetail, Homework } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { notifySuccess } from '../../../lib/notify.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { ClassPageFrame } from '../../groups/index.ts';
import { useHomework, useUpdateHomework } from '../homework.queries.ts';
import { HomeworkForm } from './HomeworkForm.tsx';
import { HomeworkProgressTable } from './HomeworkProgressTable.tsx';
import { homeworkBody } from './homeworkBody.ts';
import { draftOfHomework } from './homeworkDraft.ts';
import { type HomeworkSegment, parseHomeworkSegment } from './homeworkPaths.ts';
import { SaveAsTemplateModal } from './SaveAsTemplateModal.tsx';

function EditForm({ homework }: { homework: Homework }) {
  const { t } = useTranslation();
  const update = useUpdateHomework(homework.id);
  // After a save the form restarts from the stored homework, so new items carry their ids from then on.
  const [stored, setStored] = useState(homework);
  const [savingTemplate, setSavingTemplate] = useState(false);

  return (
    <>
      <HomeworkForm
        key={stored.updated_at}
        mode={stored.single_task ? 'task' : 'homework'}
        initial={draftOfHomework(stored)}
        subjectId={stored.subject_id}
        submitLabel={t('teacherHomework.form.save')}
        onSubmit={(draft) => update.mutateAsync({ ...homeworkBody(draft), published: stored.published })}
        onSaved={(saved) => {
          notifySuccess(t('teacherHomework.notice.saved'));
          setStored(saved);
        }}
        actions={
          <Button variant="default" leftSection={<IconTemplate size={18} />} onClick={() => setSavingTemplate(true)}>
            {t('teacherHomework.templates.saveAs')}
          </Button>
        }
      />
      <SaveAsTemplateModal
        homeworkId={stored.id}
        defaultTitle={stored.title}
        opened={savingTemplate}
        onClose={() => setSavingTemplate(false)}
      />
    </>
  );
}

function EditContent({ schoolClass, segment }: { schoolClass: GroupDetail; segment: HomeworkSegment }) {
  const { t } = useTranslation();
  const homework = useHomework(segment.id);
  if (homework.isPending) return <Spinner centered />;
  if (homework.isError) return <QueryError error={homework.error} onRetry={() => void homework.refetch()} />;
  const kindMatches = homework.data.single_task === (segment.kind === 'task');
  if (homework.data.group_id !== schoolClass.id || !kindMatches) {
    return <EmptyState title={t('teacherHomework.notFound')} />;
  }
  return (
    <Stack gap="lg">
      <EditForm homework={homework.data} />
      <HomeworkProgressTable homework={homework.data} />
    </Stack>
  );
}

/**
 * /teacher/classes/:id/:homeworkSegment — `edit-hw_{homeworkId}` and `task_{taskId}` (spec §2). The router
 * cannot match part of a segment, so this route takes any segment after the class and ranks below the
 * static ones (edit, diaries, create-hw…); a segment of neither form is not found.
 */
export function HomeworkEditPage() {
  const { t } = useTranslation();
  const segment = parseHomeworkSegment(useParams().homeworkSegment);
  return (
    <ClassPageFrame
      title={(schoolClass) =>
        segment
          ? t(segment.kind === 'task' ? 'teacherHomework.edit.task' : 'teacherHomework.edit.homework', {
              title: schoolClass.title,
            })
          : t('teacherHomework.notFound')
      }
    >
      {(schoolClass) =>
        segment ? (
          <EditContent schoolClass={schoolClass} segment={segment} />
        ) : (
          <EmptyState title={t('teacherHomework.notFoundText')} />
        )
      }
    </ClassPageFrame>
  );
}
