import { ActionIcon, Group, Image, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ItShopItem } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { itShopArtUrl } from '../itShop.queries.ts';

export interface ItShopItemsTableProps {
  items: readonly ItShopItem[];
  /** The good whose switch or delete is on its way. */
  busyId: number | null;
  onToggle: (item: ItShopItem) => void;
  onEdit: (item: ItShopItem) => void;
  onDelete: (item: ItShopItem) => void;
}

function Stock({ stock }: { stock: number | null }) {
  const { t } = useTranslation();
  if (stock !== null) return stock;
  return (
    <>
      <span aria-hidden>∞</span>
      <VisuallyHidden>{t('itShop.admin.unlimited')}</VisuallyHidden>
    </>
  );
}

/** Every good of the shop, hidden ones too, with their switch to put them on sale and the edit and delete buttons. */
export function ItShopItemsTable({ items, busyId, onToggle, onEdit, onDelete }: ItShopItemsTableProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <VisuallyHidden>{t('itShop.admin.columns.art')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('itShop.admin.columns.title')}</Table.Th>
            <Table.Th>{t('itShop.admin.columns.kind')}</Table.Th>
            <Table.Th ta="right">{t('itShop.admin.columns.price')}</Table.Th>
            <Table.Th ta="right">{t('itShop.admin.columns.stock')}</Table.Th>
            <Table.Th>{t('itShop.admin.columns.active')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('itShop.admin.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const title = localize(item.title);
            const busy = busyId === item.id;
            return (
              <Table.Tr key={item.id}>
                <Table.Td w={56}>
                  <Image src={itShopArtUrl(item.art_key)} alt="" w={40} h={40} fit="contain" />
                </Table.Td>
                <Table.Td>
                  <Text fw={600}>{title}</Text>
                </Table.Td>
                <Table.Td>{t(`itShop.kindNames.${item.kind}`)}</Table.Td>
                <Table.Td ta="right">{item.price}</Table.Td>
                <Table.Td ta="right">
                  <Stock stock={item.stock} />
                </Table.Td>
                <Table.Td>
                  <Switch
                    checked={item.is_active}
                    disabled={busy}
                    aria-label={t('itShop.admin.activeNamed', { title })}
                    onChange={() => onToggle(item)}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('itShop.admin.edit', { title })}
                      onClick={() => onEdit(item)}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('itShop.admin.delete', { title })}
                      loading={busy}
                      onClick={() => onDelete(item)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
