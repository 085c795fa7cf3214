import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconGift, IconPlus } from '@tabler/icons-react';
import type { ItShopItem, ItShopItemBody } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { AppModal } from '../../../ui/AppModal.tsx';
import { confirmAction } from '../../../ui/confirmAction.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import {
  useAdminItShopItems,
  useCreateItShopItem,
  useRemoveItShopItem,
  useUpdateItShopItem,
} from '../itShop.queries.ts';
import { ItPointRulesCard } from './ItPointRulesCard.tsx';
import { ItShopItemForm } from './ItShopItemForm.tsx';
import { ItShopItemsTable } from './ItShopItemsTable.tsx';

/** What an admin writes of a good they already have, to send it back with one thing changed. */
function bodyOf(item: ItShopItem): ItShopItemBody {
  const { id: _id, ...body } = item;
  return body;
}

/** Editing: the good, or `new` for one not made yet; null while the dialog is closed. */
type Editing = ItShopItem | 'new' | null;

/**
 * /admin/it-shop: the goods IT students buy with IT points, and what earns those points. A good someone bought stays
 * (their purchase names it), so the admin hides it from the shop with its switch instead of deleting it.
 */
export function AdminItShopPage() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const items = useAdminItShopItems();
  const create = useCreateItShopItem();
  const update = useUpdateItShopItem();
  const remove = useRemoveItShopItem();
  const [editing, setEditing] = useState<Editing>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const notifyRefusal = (error: unknown, title = t('errors.oops')) => {
    if (isApiError(error)) notifyError(title, localize(error.message));
    else notifyError(title);
  };

  const onSave = async (body: ItShopItemBody) => {
    const saved =
      editing === 'new' || editing === null
        ? await create.mutateAsync(body)
        : await update.mutateAsync({ id: editing.id, body });
    const title = localize(saved.title);
    notifySuccess(t(editing === 'new' ? 'itShop.admin.created' : 'itShop.admin.saved', { title }));
    setEditing(null);
  };

  const onToggle = async (item: ItShopItem) => {
    const title = localize(item.title);
    setBusyId(item.id);
    try {
      await update.mutateAsync({ id: item.id, body: { ...bodyOf(item), is_active: !item.is_active } });
      notifySuccess(t(item.is_active ? 'itShop.admin.hidden' : 'itShop.admin.shown', { title }));
    } catch (error) {
      notifyRefusal(error);
    } finally {
      setBusyId(null);
    }
  };

  const onDelete = async (item: ItShopItem) => {
    const title = localize(item.title);
    const confirmed = await confirmAction({
      title: t('itShop.admin.confirmDelete'),
      message: t('itShop.admin.confirmDeleteText', { title }),
      confirmLabel: t('itShop.admin.deleteConfirm'),
      danger: true,
    });
    if (!confirmed) return;
    setBusyId(item.id);
    try {
      await remove.mutateAsync(item.id);
      notifySuccess(t('itShop.admin.deleted', { title }));
    } catch (error) {
      // The server's words say to hide a bought good instead; the title says why nothing happened.
      const bought = isApiError(error) && error.code === 'IT_SHOP_ITEM_BOUGHT';
      notifyRefusal(error, bought ? t('itShop.admin.cannotDelete', { title }) : undefined);
    } finally {
      setBusyId(null);
    }
  };

  const editedTitle = editing !== null && editing !== 'new' ? localize(editing.title) : '';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4} maw={720}>
          <Group gap="sm">
            <IconBuildingStore size={32} stroke={1.5} color="var(--mantine-color-yellow-7)" />
            <Title order={1} size="h2">
              {t('itShop.admin.title')}
            </Title>
          </Group>
          <Text c="dimmed">{t('itShop.admin.intro')}</Text>
        </Stack>
        <Group gap="sm">
          <Button
            component={Link}
            to="/teacher/it-prizes"
            variant="light"
            leftSection={<IconGift size={18} />}
            radius="xl"
          >
            {t('itShop.admin.prizesLink')}
          </Button>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')} radius="xl">
            {t('itShop.admin.add')}
          </Button>
        </Group>
      </Group>
      {items.isPending ? (
        <Spinner centered />
      ) : items.isError ? (
        <QueryError error={items.error} onRetry={() => void items.refetch()} />
      ) : items.data.items.length === 0 ? (
        <EmptyState title={t('itShop.admin.emptyTitle')} description={t('itShop.admin.emptyText')} />
      ) : (
        <ItShopItemsTable
          items={items.data.items}
          busyId={busyId}
          onToggle={(item) => void onToggle(item)}
          onEdit={setEditing}
          onDelete={(item) => void onDelete(item)}
        />
      )}
      <ItPointRulesCard />
      <AppModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('itShop.admin.addTitle') : t('itShop.admin.editTitle', { title: editedTitle })}
        size="lg"
        closeOnClickOutside={false}
      >
        {editing !== null ? (
          <ItShopItemForm
            key={editing === 'new' ? 'new' : editing.id}
            item={editing === 'new' ? null : editing}
            saving={create.isPending || update.isPending}
            onSave={onSave}
            onError={(error) => notifyRefusal(error)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </AppModal>
    </Stack>
  );
}
