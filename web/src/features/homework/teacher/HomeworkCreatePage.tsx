import { Button } from '@mantine/core';
import { IconTemplate } from '@tabler/icons-react';
import type { GroupDetail } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify.ts';
import { ClassPageFrame } from '../../groups/index.ts';
import { useCreateHomework } from '../homework.queries.ts';
import { HomeworkForm } from './HomeworkForm.tsx';
import { homeworkBody } from './homeworkBody.ts';
import { draftOfTemplate, emptyDraft, emptyTask, type HomeworkDraft } from './homeworkDraft.ts';
import { TemplatePickerModal } from './TemplatePickerModal.tsx';

function CreateForm({ schoolClass, singleTask }: { schoolClass: GroupDetail; singleTask: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateHomework();
  const [picking, setPicking] = useState(false);
  // A picked template starts the form afresh, so its key changes with each pick.
  const [start, setStart] = useState<{ key: number; draft: HomeworkDraft }>(() => {
    const draft = emptyDraft();
    return { key: 0, draft: singleTask ? { ...draft, items: [emptyTask()] } : draft };
  });

  return (
    <>
      <HomeworkForm
        key={start.key}
        mode={singleTask ? 'task' : 'homework'}
        initial={start.draft}
        subjectId={schoolClass.subject_id}
        submitLabel={t('teacherHomework.form.create')}
        onSubmit={(draft) => create.mutateAsync({ group_id: schoolClass.id, ...homeworkBody(draft) })}
        onSaved={() => {
          notifySuccess(t('teacherHomework.notice.created'));
          navigate(`/teacher/classes/${schoolClass.id}`);
        }}
        actions={
          singleTask ? null : (
            <Button variant="default" leftSection={<IconTemplate size={18} />} onClick={() => setPicking(true)}>
              {t('teacherHomework.templates.fromTemplate')}
            </Button>
          )
        }
      />
      {singleTask ? null : (
        <TemplatePickerModal
          opened={picking}
          onClose={() => setPicking(false)}
          onPick={(template) =>
            setStart((current) => ({
              key: current.key + 1,
              draft: draftOfTemplate(template, {
                given_on: current.draft.given_on,
                due_on: current.draft.due_on,
              }),
            }))
          }
        />
      )}
    </>
  );
}

/** /teacher/classes/:id/create-hw: a homework of trainers and tasks for the whole class. */
export function HomeworkCreatePage() {
  const { t } = useTranslation();
  return (
    <ClassPageFrame title={(schoolClass) => t('teacherHomework.create.homework', { title: schoolClass.title })}>
      {(schoolClass) => <CreateForm schoolClass={schoolClass} singleTask={false} />}
    </ClassPageFrame>
  );
}

/** /teacher/classes/:id/create-task: one task (text and files) for the class. */
export function TaskCreatePage() {
  const { t } = useTranslation();
  return (
    <ClassPageFrame title={(schoolClass) => t('teacherHomework.create.task', { title: schoolClass.title })}>
      {(schoolClass) => <CreateForm schoolClass={schoolClass} singleTask />}
    </ClassPageFrame>
  );
}
