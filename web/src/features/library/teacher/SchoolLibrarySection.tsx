import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconBooks, IconSchool } from '@tabler/icons-react';
import type { Group as ClassGroup, LibraryMaterial } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { ShareToClassesModal } from '../../../ui/ShareToClassesModal.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { LibraryFiltersBar } from '../LibraryFiltersBar.tsx';
import { LibraryMaterialOpen } from '../LibraryMaterialOpen.tsx';
import { useShareLibraryMaterial } from '../library.queries.ts';
import { useFilteredLibrary } from '../useLibraryFilters.ts';

/**
 * «Библиотека школы» on /teacher/materials: what admins published in the teacher's subjects, to open and to add to
 * classes. A material is added by reference: an admin's correction reaches the class at once (docs/MATERIALS-STUDIO.md).
 */
export function SchoolLibrarySection({ classes }: { classes: readonly ClassGroup[] }) {
  const { t } = useTranslation();
  const { filters, setFilter, materials, tags } = useFilteredLibrary();
  const [sharing, setSharing] = useState<LibraryMaterial | null>(null);
  const classTitle = (id: number) => classes.find((group) => group.id === id)?.title ?? String(id);

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('libraryReader.intro')}</Text>
      <LibraryFiltersBar filters={filters} onFilter={setFilter} tags={tags} />
      {materials.isPending ? (
        <Spinner centered />
      ) : materials.isError ? (
        <QueryError error={materials.error} onRetry={() => void materials.refetch()} />
      ) : materials.data.length === 0 ? (
        <EmptyState icon={<IconBooks size={32} stroke={1.5} />} title={t('libraryReader.empty')} />
      ) : (
        <Stack gap="sm">
          {materials.data.map((material) => (
            <Card key={material.id} withBorder radius="md" padding="md">
              <Stack gap={6}>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Group gap="xs">
                    <Text fw={600} component="h2" fz="md" m={0}>
                      {material.title}
                    </Text>
                    <Badge variant="outline">{t(`library.kind.${material.kind}`)}</Badge>
                  </Group>
                  <Button
                    size="xs"
                    leftSection={<IconSchool size={14} aria-hidden />}
                    onClick={() => setSharing(material)}
                    aria-label={t('libraryReader.addToClassNamed', { title: material.title })}
                  >
                    {t('libraryReader.addToClass')}
                  </Button>
                </Group>
                {material.description ? (
                  <Text size="sm" c="dimmed">
                    {material.description}
                  </Text>
                ) : null}
                <Group gap="xs">
                  {material.tags.map((tag) => (
                    <Badge key={tag} variant="light" color="grape" tt="none">
                      {tag}
                    </Badge>
                  ))}
                </Group>
                <Group justify="space-between" wrap="wrap">
                  <LibraryMaterialOpen material={material} />
                  {material.group_ids.length > 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('libraryReader.sharedWith', { classes: material.group_ids.map(classTitle).join(', ') })}
                    </Text>
                  ) : null}
                </Group>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
      {sharing ? <ShareLibraryModal material={sharing} classes={classes} onClose={() => setSharing(null)} /> : null}
    </Stack>
  );
}

/** Picks the teacher's classes of the material's subject that see it; saving replaces the whole list. */
function ShareLibraryModal({
  material,
  classes,
  onClose,
}: {
  material: LibraryMaterial;
  classes: readonly ClassGroup[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const share = useShareLibraryMaterial();
  const own = classes.filter((group) => group.subject_id === material.subject_id);
  return (
    <ShareToClassesModal
      title={t('libraryReader.shareTitle', { title: material.title })}
      classes={own}
      sharedWith={material.group_ids}
      texts={{
        label: t('libraryReader.classes'),
        noClasses: t('libraryReader.noClasses'),
        failed: t('libraryReader.shareFailed'),
        cancel: t('library.form.cancel'),
        save: t('library.form.save'),
      }}
      saving={share.isPending}
      onSave={async (groupIds) => {
        await share.mutateAsync({ id: material.id, groupIds });
        notifySuccess(t('libraryReader.shared', { title: material.title }));
        onClose();
      }}
      onClose={onClose}
    />
  );
}
