import { ActionIcon, Badge, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import { GYMNASTICS_KINDS, type GymnasticsVideo } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { useDeleteGymnastics, useOrderGymnastics } from '../gymnastics.queries.ts';
import { gymnasticsTitle } from '../gymnasticsTitle.ts';

const SOURCE_COLORS = { builtin: 'grape', link: 'blue', video: 'teal' } as const;

/** Swaps an exercise with its neighbour above (-1) or below (+1). */
function moved(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  const other = index + step;
  const a = next[index];
  const b = next[other];
  if (a === undefined || b === undefined) return next;
  next[index] = b;
  next[other] = a;
  return next;
}

/** A subject's exercises, one table per kind in the students' order, each movable, editable and deletable. */
export function GymnasticsList({
  subjectId,
  videos,
  onEdit,
}: {
  subjectId: number;
  videos: readonly GymnasticsVideo[];
  onEdit: (video: GymnasticsVideo) => void;
}) {
  const { t } = useTranslation();
  const order = useOrderGymnastics();
  const remove = useDeleteGymnastics();

  const askToDelete = (video: GymnasticsVideo, title: string) =>
    confirmDelete({
      title: t('adminGymnastics.list.confirmDelete'),
      message: video.source === 'video' ? t('adminGymnastics.list.confirmDeleteVideo', { title }) : title,
      confirmLabel: t('adminGymnastics.list.delete'),
      remove: () => remove.mutateAsync(video.id),
      done: t('adminGymnastics.list.deleted'),
    });

  return (
    <Stack gap="lg">
      {GYMNASTICS_KINDS.map((kind) => {
        const ofKind = videos.filter((video) => video.kind === kind);
        const ids = ofKind.map((video) => video.id);
        return (
          <Stack key={kind} gap="xs" component="section" aria-labelledby={`admin-gymnastics-${kind}`}>
            <Title order={2} size="h4" id={`admin-gymnastics-${kind}`}>
              {t(`gymnastics.kinds.${kind}`)}
            </Title>
            {ofKind.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('adminGymnastics.list.emptyKind')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={520}>
                <Table verticalSpacing="xs" highlightOnHover>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('adminGymnastics.list.columns.title')}</Table.Th>
                      <Table.Th w={140}>{t('adminGymnastics.list.columns.source')}</Table.Th>
                      <Table.Th w={180}>
                        <VisuallyHidden>{t('adminGymnastics.list.columns.actions')}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {ofKind.map((video, index) => {
                      const title = gymnasticsTitle(t, video);
                      const move = (step: -1 | 1) =>
                        order.mutate({ subject_id: subjectId, kind, ids: moved(ids, index, step) });
                      return (
                        <Table.Tr key={video.id}>
                          <Table.Td>
                            <Text fw={600}>{title}</Text>
                            {video.link_url ? (
                              <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                                {video.link_url}
                              </Text>
                            ) : null}
                          </Table.Td>
                          <Table.Td>
                            <Badge variant="light" color={SOURCE_COLORS[video.source]} radius="sm" tt="none">
                              {t(`adminGymnastics.sources.${video.source}`)}
                            </Badge>
                          </Table.Td>
                          <Table.Td>
                            <Group gap={4} wrap="nowrap" justify="flex-end">
                              <ActionIcon
                                variant="subtle"
                                aria-label={t('adminGymnastics.list.moveUp', { title })}
                                disabled={index === 0 || order.isPending}
                                onClick={() => move(-1)}
                              >
                                <IconArrowUp size={18} />
                              </ActionIcon>
                              <ActionIcon
                                variant="subtle"
                                aria-label={t('adminGymnastics.list.moveDown', { title })}
                                disabled={index === ofKind.length - 1 || order.isPending}
                                onClick={() => move(1)}
                              >
                                <IconArrowDown size={18} />
                              </ActionIcon>
                              <ActionIcon
                                variant="subtle"
                                aria-label={t('adminGymnastics.list.edit', { title })}
                                onClick={() => onEdit(video)}
                              >
                                <IconPencil size={18} />
                              </ActionIcon>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={t('adminGymnastics.list.deleteOne', { title })}
                                loading={remove.isPending && remove.variables === video.id}
                                onClick={() => void askToDelete(video, title)}
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
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
