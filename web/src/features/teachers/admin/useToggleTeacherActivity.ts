import type { AdminTeacher } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { confirmAction } from '../../../ui/confirmAction.tsx';
import { useSetTeacherActivity } from '../teachers.queries.ts';

/** Block or unblock behind the spec §8 confirmation; blocking ends the teacher's open sessions (the server does). */
export function useToggleTeacherActivity() {
  const { t } = useTranslation();
  const setActivity = useSetTeacherActivity();
  const toggle = async (teacher: Pick<AdminTeacher, 'id' | 'name' | 'is_active'>) => {
    const block = teacher.is_active;
    const confirmed = await confirmAction({
      title: t(block ? 'adminTeachers.confirmBlock' : 'adminTeachers.confirmUnblock'),
      message: block ? t('adminTeachers.confirmBlockText', { name: teacher.name }) : teacher.name,
      confirmLabel: t(block ? 'adminTeachers.block' : 'adminTeachers.unblock'),
      danger: block,
    });
    if (!confirmed) return;
    // The main API client already tells the admin about a failure.
    await setActivity.mutateAsync({ id: teacher.id, isActive: !block }).then(
      () => notifySuccess(t(block ? 'adminTeachers.blockedNotice' : 'adminTeachers.unblockedNotice')),
      () => undefined,
    );
  };
  return { toggle, pendingId: setActivity.isPending ? (setActivity.variables?.id ?? null) : null };
}
