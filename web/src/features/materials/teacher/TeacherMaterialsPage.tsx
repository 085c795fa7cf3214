import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconFiles, IconPlus } from '@tabler/icons-react';
import type { Material } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useTeacherClasses } from '../../groups/index.ts';
import { SchoolLibrarySection } from '../../library/index.ts';
import { useDeleteMaterial, useLibrary } from '../materials.queries.ts';
import { MaterialCard } from './MaterialCard.tsx';
import { MaterialFormModal } from './MaterialFormModal.tsx';
import { ShareMaterialModal } from './ShareMaterialModal.tsx';

type Dialog = { type: 'form'; material: Material | null } | { type: 'share'; material: Material } | null;

/** /teacher/materials (spec §2): the teacher's library of files and links, shared with their classes. */
export function TeacherMaterialsPage() {
  const { t } = useTranslation();
  const teacherId = useAuth().user?.id ?? null;
  const library = useLibrary(teacherId);
  const classes = useTeacherClasses(teacherId);
  const remove = useDeleteMaterial();
  const [dialog, setDialog] = useState<Dialog>(null);

  const onDelete = (material: Material) =>
    void confirmDelete({
      title: t('materials.delete.title'),
      message: t('materials.delete.message', { title: material.title }),
      confirmLabel: t('materials.delete.confirm'),
      remove: () => remove.mutateAsync(material.id),
      done: t('materials.delete.done', { title: material.title }),
    });

  const addButton = (
    <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog({ type: 'form', material: null })}>
      {t('materials.library.add')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={0}>
          <Title order={1} size="h2">
            {t('materials.library.title')}
          </Title>
          <Text c="dimmed">{t('materials.library.subtitle')}</Text>
        </Stack>
        {library.data && library.data.length > 0 ? addButton : null}
      </Group>
      <Tabs defaultValue="own" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="own">{t('libraryReader.ownTab')}</Tabs.Tab>
          <Tabs.Tab value="school">{t('libraryReader.schoolTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="school">
          <SchoolLibrarySection classes={classes.data ?? []} />
        </Tabs.Panel>
        <Tabs.Panel value="own">
          {library.isPending ? (
            <Spinner centered />
          ) : library.isError ? (
            <QueryError error={library.error} onRetry={() => void library.refetch()} />
          ) : library.data.length === 0 ? (
            <EmptyState
              icon={<IconFiles size={32} stroke={1.5} />}
              title={t('materials.library.empty')}
              action={addButton}
            />
          ) : (
            <Stack gap="sm">
              {library.data.map((material) => (
                <MaterialCard
                  key={material.id}
                  material={material}
                  classes={classes.data ?? []}
                  deleting={remove.isPending && remove.variables === material.id}
                  onEdit={() => setDialog({ type: 'form', material })}
                  onShare={() => setDialog({ type: 'share', material })}
                  onDelete={() => onDelete(material)}
                />
              ))}
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
      {dialog?.type === 'form' && teacherId !== null ? (
        <MaterialFormModal
          teacherId={teacherId}
          material={dialog.material}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            notifySuccess(t('materials.form.saved', { title: saved.title }));
            setDialog(null);
          }}
        />
      ) : null}
      {dialog?.type === 'share' && teacherId !== null ? (
        <ShareMaterialModal
          teacherId={teacherId}
          material={dialog.material}
          onClose={() => setDialog(null)}
          onSaved={() => {
            notifySuccess(t('materials.share.done', { title: dialog.material.title }));
            setDialog(null);
          }}
        />
      ) : null}
    </Stack>
  );
}
