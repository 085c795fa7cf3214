import type { ItProjectDetail } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { AppModal } from '../../../ui/AppModal.tsx';
import { useSubmitItProject } from '../itProjects.queries.ts';
import { ItProjectForm } from './ItProjectForm.tsx';

export interface ItProjectFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The project to edit; none for a new one. */
  project?: ItProjectDetail;
  /** After the teacher has it: the new or changed project. */
  onSaved?: (project: ItProjectDetail) => void;
}

/** A new project, or the author's edit, sent to the teacher; the form is drawn anew each time it opens. */
export function ItProjectFormModal({ opened, onClose, project, onSaved }: ItProjectFormModalProps) {
  const { t } = useTranslation();
  const submit = useSubmitItProject();
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={t(project ? 'itProjects.form.editTitle' : 'itProjects.form.createTitle')}
      size="lg"
    >
      {opened ? (
        <ItProjectForm
          {...(project ? { project } : {})}
          saving={submit.isPending}
          onCancel={onClose}
          onSave={async (body, files, keep) => {
            const saved = await submit.mutateAsync({
              body,
              files,
              ...(project ? { edit: { id: project.id, keep } } : {}),
            });
            notifySuccess(t(project ? 'itProjects.form.saved' : 'itProjects.form.sent'));
            onClose();
            onSaved?.(saved);
          }}
        />
      ) : null}
    </AppModal>
  );
}
