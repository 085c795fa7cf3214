import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { confirmAction } from '../../../ui/confirmAction.tsx';
import { EditDeleteActions } from '../../../ui/EditDeleteActions.tsx';

interface ListRowActionsProps {
  /** What the row shows; the question before deleting names it. */
  kind: 'homework' | 'template';
  /** Its title names it in the labels, the question and the notice. */
  item: { id: number; title: string };
  editTo: string;
  remove: UseMutationResult<unknown, Error, number>;
}

/** A homework or template row's edit link and delete button; the delete asks first and reports a refusal. */
export function ListRowActions({ kind, item, editTo, remove }: ListRowActionsProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { title } = item;

  const onDelete = async () => {
    const confirmed = await confirmAction({
      title: kind === 'template' ? t('teacherHomework.templates.deleteConfirm') : t('teacherHomework.delete.confirm'),
      message: t('teacherHomework.delete.message', { title }),
      confirmLabel: t('teacherHomework.delete.action'),
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(item.id, {
      onSuccess: () => notifySuccess(t('teacherHomework.delete.done', { title })),
      onError: (error) =>
        notifyError(t('teacherHomework.notice.failed'), isApiError(error) ? localized(error.message) : undefined),
    });
  };

  return (
    <EditDeleteActions
      editTo={editTo}
      editLabel={t('teacherHomework.list.edit', { title })}
      deleteLabel={t('teacherHomework.delete.label', { title })}
      deleting={remove.isPending}
      onDelete={() => void onDelete()}
    />
  );
}
