import type { Material } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../ui/QueryError.tsx';
import { ShareToClassesModal } from '../../../ui/ShareToClassesModal.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useTeacherClasses } from '../../groups/index.ts';
import { useShareMaterial } from '../materials.queries.ts';

interface ShareMaterialModalProps {
  teacherId: number;
  material: Material;
  onClose: () => void;
  onSaved: () => void;
}

/** Picks the classes that see a material; saving replaces the whole list. */
export function ShareMaterialModal({ teacherId, material, onClose, onSaved }: ShareMaterialModalProps) {
  const { t } = useTranslation();
  const classes = useTeacherClasses(teacherId);
  const share = useShareMaterial();

  return (
    <ShareToClassesModal
      title={t('materials.share.title', { title: material.title })}
      classes={classes.isSuccess ? classes.data : null}
      placeholder={
        classes.isError ? (
          <QueryError error={classes.error} onRetry={() => void classes.refetch()} />
        ) : (
          <Spinner centered />
        )
      }
      sharedWith={material.group_ids}
      texts={{
        label: t('materials.share.label'),
        noClasses: t('materials.share.noClasses'),
        failed: t('materials.share.failed'),
        cancel: t('materials.form.cancel'),
        save: t('materials.share.save'),
      }}
      saving={share.isPending}
      onSave={async (groupIds) => {
        await share.mutateAsync({ materialId: material.id, groupIds });
        onSaved();
      }}
      onClose={onClose}
    />
  );
}
