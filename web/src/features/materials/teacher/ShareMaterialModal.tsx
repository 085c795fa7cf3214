import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { Material } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { AppModal } from '../../../ui/AppModal.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
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
  const localized = useLocalized();
  const classes = useTeacherClasses(teacherId);
  const share = useShareMaterial();
  const [chosen, setChosen] = useState(material.group_ids.map(String));
  const [error, setError] = useState<string | null>(null);

  const save = () =>
    share.mutate(
      { materialId: material.id, groupIds: chosen.map(Number) },
      {
        onSuccess: onSaved,
        onError: (cause) => setError(isApiError(cause) ? localized(cause.message) : t('materials.share.failed')),
      },
    );

  return (
    <AppModal opened onClose={onClose} title={t('materials.share.title', { title: material.title })}>
      <Stack gap="md">
        {classes.isPending ? (
          <Spinner centered />
        ) : classes.isError ? (
          <QueryError error={classes.error} onRetry={() => void classes.refetch()} />
        ) : classes.data.length === 0 ? (
          <Text c="dimmed">{t('materials.share.noClasses')}</Text>
        ) : (
          <Checkbox.Group label={t('materials.share.label')} value={chosen} onChange={setChosen}>
            <Stack gap="xs" mt="xs">
              {classes.data.map((schoolClass) => (
                <Checkbox key={schoolClass.id} value={String(schoolClass.id)} label={schoolClass.title} />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('materials.form.cancel')}
          </Button>
          <Button onClick={save} loading={share.isPending} disabled={!classes.isSuccess}>
            {t('materials.share.save')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
