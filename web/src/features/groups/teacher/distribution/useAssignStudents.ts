import type { DistributionEntry, Group } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api.ts';
import { useLocalized } from '../../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useAttachStudent, useReloadAfterAttach } from '../../groups.queries.ts';

/**
 * Places waiting students in a class one call at a time, so one refusal (say, a student placed meanwhile
 * by a colleague) leaves the others placed and says which student it concerned.
 */
export function useAssignStudents(teacherId: number) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const attach = useAttachStudent();
  const reload = useReloadAfterAttach(teacherId);
  const [pending, setPending] = useState(false);

  async function assign(entries: readonly DistributionEntry[], schoolClass: Group): Promise<DistributionEntry[]> {
    setPending(true);
    const placed: DistributionEntry[] = [];
    try {
      for (const entry of entries) {
        try {
          await attach.mutateAsync({ classId: schoolClass.id, studentId: entry.student_id });
          placed.push(entry);
        } catch (error) {
          const reason = error instanceof ApiError ? localize(error.message) : t('teacherDistribution.assignFailed');
          notifyError(
            t('teacherDistribution.errorTitle'),
            t('teacherDistribution.refused', { name: entry.name, reason }),
          );
        }
      }
      const [first] = placed;
      if (placed.length === 1 && first) {
        notifySuccess(t('teacherDistribution.assignedOne', { name: first.name, title: schoolClass.title }));
      } else if (placed.length > 1) {
        notifySuccess(t('teacherDistribution.assignedMany', { count: placed.length, title: schoolClass.title }));
      }
      if (placed.length > 0) await reload();
      return placed;
    } finally {
      setPending(false);
    }
  }

  return { assign, pending };
}
