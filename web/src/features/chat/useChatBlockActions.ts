import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api-error.ts';
import { useLocalized } from '../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { confirmAction } from '../../ui/confirmAction.tsx';
import { useBlockStudent, useUnblockStudent } from './chat.queries.ts';

/** A teacher's block and unblock, each behind the confirmation of spec §8, with a notice on failure. */
export function useChatBlockActions() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const blocking = useBlockStudent();
  const unblocking = useUnblockStudent();
  const reason = (error: unknown) => (isApiError(error) ? localize(error.message) : undefined);

  const block = async (studentId: number, name: string) => {
    const confirmed = await confirmAction({
      title: t('chat.blockConfirm'),
      message: t('chat.blockConfirmText', { name }),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await blocking.mutateAsync(studentId);
      notifySuccess(t('chat.blocked', { name }));
    } catch (error) {
      notifyError(t('chat.blockFailed'), reason(error));
    }
  };

  const unblock = async (blockId: number, name: string) => {
    const confirmed = await confirmAction({
      title: t('chat.unblockConfirm'),
      message: t('chat.unblockConfirmText', { name }),
    });
    if (!confirmed) return;
    try {
      await unblocking.mutateAsync(blockId);
      notifySuccess(t('chat.unblocked', { name }));
    } catch (error) {
      notifyError(t('chat.unblockFailed'), reason(error));
    }
  };

  return { block, unblock, busy: blocking.isPending || unblocking.isPending };
}
