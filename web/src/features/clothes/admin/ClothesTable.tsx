import { Anchor, Badge, Box, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconHeartFilled } from '@tabler/icons-react';
import type { AdminClothes, Character } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../../lib/i18n.ts';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { EditDeleteActions } from '../../../ui/EditDeleteActions.tsx';
import { Truncate } from '../../../ui/Truncate.tsx';
import { useDeleteClothes } from '../clothes.queries.ts';

export interface ClothesTableProps {
  items: readonly AdminClothes[];
  characters: readonly Character[];
}

export function ClothesTable({ items, characters }: ClothesTableProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const deleteClothes = useDeleteClothes();

  const remove = (item: AdminClothes) =>
    confirmDelete({
      title: t('adminClothes.list.confirmDelete'),
      message: t('adminClothes.list.confirmDeleteText', { title: localize(item.title) }),
      confirmLabel: t('adminClothes.list.delete'),
      remove: () => deleteClothes.mutateAsync(item.id),
      done: t('adminClothes.list.deleted'),
    });

  const fits = (item: AdminClothes) => {
    if (characters.length > 0 && characters.every((character) => item.characters.includes(character.id))) {
      return t('adminClothes.list.allCharacters');
    }
    return characters
      .filter((character) => item.characters.includes(character.id))
      .map((character) => localize(character.title))
      .join(', ');
  };

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={72}>{t('adminClothes.list.columns.picture')}</Table.Th>
            <Table.Th>{t('adminClothes.list.columns.title')}</Table.Th>
            <Table.Th w={120}>{t('adminClothes.list.columns.slot')}</Table.Th>
            <Table.Th w={100}>{t('adminClothes.list.columns.price')}</Table.Th>
            <Table.Th w={120}>{t('adminClothes.list.columns.standard')}</Table.Th>
            <Table.Th>{t('adminClothes.list.columns.characters')}</Table.Th>
            <Table.Th w={96}>
              <VisuallyHidden>{t('adminClothes.list.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const title = localize(item.title);
            return (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <Box
                    w={56}
                    h={56}
                    bg="gray.0"
                    style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
                  >
                    <img
                      src={item.preview ?? item.picture}
                      alt={t('adminClothes.list.pictureOf', { title })}
                      loading="lazy"
                      style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
                    />
                  </Box>
                </Table.Td>
                <Table.Td maw={320}>
                  <Anchor component={Link} to={`/admin/clothes/edit/${item.id}`} c="inherit" underline="hover">
                    <Truncate text={title} maxWidth={320} fw={500} />
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" radius="sm" tt="none">
                    {t(`adminClothes.slots.${item.slot}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <IconHeartFilled size={14} color="var(--mantine-color-pink-6)" aria-hidden />
                    <Text size="sm">{item.price}</Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  {item.is_standard ? (
                    <Badge color="teal.9" variant="filled" radius="sm" tt="none">
                      {t('adminClothes.list.standard')}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{fits(item)}</Text>
                </Table.Td>
                <Table.Td>
                  <EditDeleteActions
                    editTo={`/admin/clothes/edit/${item.id}`}
                    editLabel={t('adminClothes.list.edit', { title })}
                    deleteLabel={t('adminClothes.list.deleteOne', { title })}
                    deleting={deleteClothes.isPending && deleteClothes.variables === item.id}
                    onDelete={() => void remove(item)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
