import { ActionIcon, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ItCategory } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { AppModal } from '../../../ui/AppModal.tsx';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { useAdminItCategories, useDeleteItCategory, useSaveItCategory } from '../itProjects.queries.ts';
import { ItCategoryForm } from './ItCategoryForm.tsx';

/** Spec §2 admin it-categories: the categories of the projects exhibition, titled in every interface language. */
export function AdminItCategoriesPage() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const categories = useAdminItCategories();
  const save = useSaveItCategory();
  const remove = useDeleteItCategory();
  /** null: closed; 'new': a new category; else the category being edited. */
  const [editing, setEditing] = useState<ItCategory | 'new' | null>(null);
  const list = categories.data ?? [];
  const nextNumber = list.reduce((last, category) => Math.max(last, category.number), 0) + 1;

  const askDelete = (category: ItCategory) =>
    confirmDelete({
      title: t('itProjects.admin.confirmDelete'),
      message: t('itProjects.admin.confirmDeleteText', { title: localize(category.title) }),
      confirmLabel: t('itProjects.admin.deleteConfirm'),
      remove: () => remove.mutateAsync(category.id),
      done: t('itProjects.admin.deleted'),
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('itProjects.admin.title')}
          </Title>
          <Text c="dimmed">{t('itProjects.admin.intro')}</Text>
        </Stack>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
          {t('itProjects.admin.add')}
        </Button>
      </Group>
      {categories.isPending ? (
        <PageLoader />
      ) : categories.isError ? (
        <QueryError error={categories.error} onRetry={() => void categories.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={t('itProjects.admin.empty')} />
      ) : (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('itProjects.admin.number')}</Table.Th>
              <Table.Th>{t('itProjects.admin.columnTitle')}</Table.Th>
              <Table.Th>{t('itProjects.admin.columnActions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((category) => (
              <Table.Tr key={category.id}>
                <Table.Td>{category.number}</Table.Td>
                <Table.Td>
                  <Text fw={600}>{category.title['ru-RU']}</Text>
                  <Text size="sm" c="dimmed">
                    {category.title['en-US']} · {category.title['uk-UA']}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('itProjects.admin.edit', { title: localize(category.title) })}
                      onClick={() => setEditing(category)}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('itProjects.admin.delete', { title: localize(category.title) })}
                      onClick={() => void askDelete(category)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <AppModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing === null || editing === 'new'
            ? t('itProjects.admin.addTitle')
            : t('itProjects.admin.editTitle', { title: localize(editing.title) })
        }
      >
        {editing === null ? null : (
          <ItCategoryForm
            category={editing === 'new' ? null : editing}
            nextNumber={nextNumber}
            saving={save.isPending}
            onCancel={() => setEditing(null)}
            onSave={async (body) => {
              await save.mutateAsync({ id: editing === 'new' ? null : editing.id, body });
              notifySuccess(t(editing === 'new' ? 'itProjects.admin.created' : 'itProjects.admin.saved'));
              setEditing(null);
            }}
          />
        )}
      </AppModal>
    </Stack>
  );
}
