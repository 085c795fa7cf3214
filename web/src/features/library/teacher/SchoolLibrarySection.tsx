import { Badge, Button, Card, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBooks, IconSchool, IconSearch } from '@tabler/icons-react';
import { type Group as ClassGroup, LIBRARY_KINDS, LIBRARY_SEARCH_MAX, type LibraryMaterial } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { AppModal } from '../../../ui/AppModal.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { LibraryMaterialOpen } from '../LibraryMaterialOpen.tsx';
import { useLibrary, useLibraryTags, useShareLibraryMaterial } from '../library.queries.ts';
import { type LibraryFilterValues, libraryQueryOf, NO_FILTERS } from '../libraryFilters.ts';

/**
 * «Библиотека школы» on /teacher/materials: what admins published in the teacher's subjects, to open and to add to
 * classes. A material is added by reference: an admin's correction reaches the class at once (docs/MATERIALS-STUDIO.md).
 */
export function SchoolLibrarySection({ classes }: { classes: readonly ClassGroup[] }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<LibraryFilterValues>(NO_FILTERS);
  const [debouncedSearch] = useDebouncedValue(filters.search, 300);
  const materials = useLibrary(libraryQueryOf({ ...filters, search: debouncedSearch }));
  const tags = useLibraryTags(undefined);
  const [sharing, setSharing] = useState<LibraryMaterial | null>(null);
  const setFilter = (key: keyof LibraryFilterValues) => (value: string | null) =>
    setFilters((current) => ({ ...current, [key]: value ?? '' }));
  const classTitle = (id: number) => classes.find((group) => group.id === id)?.title ?? String(id);

  return (
    <Stack gap="md">
      <Text c="dimmed">{t('libraryReader.intro')}</Text>
      <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label={t('library.filters')}>
        <Select
          label={t('library.filter.kind')}
          placeholder={t('library.filter.all')}
          data={LIBRARY_KINDS.map((kind) => ({ value: kind, label: t(`library.kind.${kind}`) }))}
          value={filters.kind || null}
          onChange={setFilter('kind')}
          clearable
          w={180}
        />
        <Select
          label={t('library.filter.tag')}
          placeholder={t('library.filter.all')}
          data={tags.data ?? []}
          value={filters.tag || null}
          onChange={setFilter('tag')}
          clearable
          searchable
          w={200}
        />
        <TextInput
          label={t('library.filter.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.search}
          onChange={(event) => setFilter('search')(event.currentTarget.value)}
          maxLength={LIBRARY_SEARCH_MAX}
          style={{ flex: 1, minWidth: 200 }}
        />
      </Group>
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
  const localized = useLocalized();
  const share = useShareLibraryMaterial();
  const own = classes.filter((group) => group.subject_id === material.subject_id);
  const [chosen, setChosen] = useState(material.group_ids.map(String));
  const [error, setError] = useState<string | null>(null);

  const save = () =>
    share.mutate(
      { id: material.id, groupIds: chosen.map(Number) },
      {
        onSuccess: () => {
          notifySuccess(t('libraryReader.shared', { title: material.title }));
          onClose();
        },
        onError: (cause) => setError(isApiError(cause) ? localized(cause.message) : t('libraryReader.shareFailed')),
      },
    );

  return (
    <AppModal opened onClose={onClose} title={t('libraryReader.shareTitle', { title: material.title })}>
      <Stack gap="md">
        {own.length === 0 ? (
          <Text c="dimmed">{t('libraryReader.noClasses')}</Text>
        ) : (
          <Checkbox.Group value={chosen} onChange={setChosen} label={t('libraryReader.classes')}>
            <Stack gap="xs" mt="xs">
              {own.map((group) => (
                <Checkbox key={group.id} value={String(group.id)} label={group.title} />
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
            {t('library.form.cancel')}
          </Button>
          <Button onClick={save} loading={share.isPending} disabled={own.length === 0}>
            {t('library.form.save')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
