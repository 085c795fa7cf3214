import { Badge, Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { HomeworkMaterial, LibraryMaterial } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../ui/AppModal.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { LibraryFiltersBar, useFilteredLibrary } from '../../library/index.ts';
import { MATERIAL_KIND_ICONS } from '../materialKinds.ts';

interface LibraryMaterialPickerProps {
  opened: boolean;
  /** The homework's subject; null (a template): every subject the teacher teaches. */
  subjectId: number | null;
  /** Materials already in the homework, marked so the teacher does not add one twice by mistake. */
  chosenIds: readonly number[];
  onClose: () => void;
  onPick: (material: HomeworkMaterial) => void;
}

const toHomeworkMaterial = (material: LibraryMaterial): HomeworkMaterial => ({
  id: material.id,
  subject_id: material.subject_id,
  kind: material.kind,
  title: material.title,
  description: material.description,
  url: material.url,
  picture_url: material.picture_url,
  document: material.document,
  video: material.video,
});

function PickerBody({ subjectId, chosenIds, onPick }: Omit<LibraryMaterialPickerProps, 'opened' | 'onClose'>) {
  const { t } = useTranslation();
  // The homework's subject is fixed, so the bar offers no subject choice: kind, tag and words narrow the list.
  const { filters, setFilter, filtered, materials, tags } = useFilteredLibrary(subjectId ?? undefined);
  return (
    <Stack gap="md">
      <LibraryFiltersBar filters={filters} onFilter={setFilter} tags={tags} />
      {materials.isPending ? (
        <Spinner centered />
      ) : materials.isError ? (
        <QueryError error={materials.error} onRetry={() => void materials.refetch()} />
      ) : materials.data.length === 0 ? (
        <EmptyState
          title={filtered ? t('homeworkMaterials.picker.nothingFound') : t('homeworkMaterials.picker.empty')}
          description={t('homeworkMaterials.picker.emptyHint')}
        />
      ) : (
        <Stack gap="xs" role="list" aria-label={t('homeworkMaterials.picker.listLabel')}>
          {materials.data.map((material) => {
            const Icon = MATERIAL_KIND_ICONS[material.kind];
            const chosen = chosenIds.includes(material.id);
            return (
              <Group key={material.id} justify="space-between" wrap="nowrap" role="listitem" align="flex-start">
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" color="cyan" radius="xl" aria-hidden>
                    <Icon size={16} />
                  </ThemeIcon>
                  <Stack gap={2}>
                    <Text fw={600}>{material.title}</Text>
                    <Group gap={4}>
                      <Text size="xs" c="dimmed">
                        {t(`homeworkMaterials.kind.${material.kind}`)}
                      </Text>
                      {material.tags.map((tag) => (
                        <Badge key={tag} size="xs" variant="light" color="gray">
                          {tag}
                        </Badge>
                      ))}
                    </Group>
                  </Stack>
                </Group>
                <Button
                  size="xs"
                  variant={chosen ? 'default' : 'light'}
                  onClick={() => onPick(toHomeworkMaterial(material))}
                  aria-label={t('homeworkMaterials.picker.addNamed', { title: material.title })}
                >
                  {chosen ? t('homeworkMaterials.picker.addAgain') : t('homeworkMaterials.picker.add')}
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

/** "Add material from the library": the school library's published materials of the homework's subject, searchable. */
export function LibraryMaterialPicker({ opened, onClose, ...body }: LibraryMaterialPickerProps) {
  const { t } = useTranslation();
  return (
    <AppModal opened={opened} onClose={onClose} size="lg" title={t('homeworkMaterials.picker.title')}>
      {opened ? <PickerBody {...body} /> : null}
    </AppModal>
  );
}
