import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBook2 } from '@tabler/icons-react';
import type { HomeworkItemProgress, HomeworkMaterialItem } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { LibraryMaterialOpen } from '../../library/index.ts';
import { homeworkMaterialSource, useOpenHomeworkMaterial } from '../homeworkMaterials.queries.ts';
import { MATERIAL_KIND_ICONS } from '../materialKinds.ts';

interface MaterialRowProps {
  homeworkId: number;
  item: HomeworkMaterialItem;
  progress: HomeworkItemProgress | undefined;
  /** Runs once the opening is recorded (a course lesson refreshes its own view of the homework). */
  onOpened?: () => void;
  /** The query that answered this item, asked again when its video address expired; the homework list unless told. */
  answerKey?: readonly unknown[];
}

/** A material of the school library to read: opening it is the homework, and marks it done. */
export function MaterialItemRow({ homeworkId, item, progress, onOpened, answerKey }: MaterialRowProps) {
  const { t } = useTranslation();
  const open = useOpenHomeworkMaterial(homeworkId, item.id, onOpened);
  const { material } = item;
  const Icon = material ? MATERIAL_KIND_ICONS[material.kind] : IconBook2;
  const read = progress?.complete ?? false;
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" color="cyan" radius="xl" aria-hidden>
              <Icon size={18} />
            </ThemeIcon>
            <Stack gap={0}>
              <Text fw={600}>{material ? material.title : t('homeworkMaterials.removedTitle')}</Text>
              <Text size="sm" c="dimmed">
                {material ? t(`homeworkMaterials.kind.${material.kind}`) : t('homeworkMaterials.removedText')}
              </Text>
            </Stack>
          </Group>
          {material ? (
            <Badge color={read ? 'teal' : 'gray'} variant={read ? 'filled' : 'light'}>
              {read ? t('homeworkMaterials.read') : t('homeworkMaterials.toRead')}
            </Badge>
          ) : null}
        </Group>
        {material?.description ? (
          <Text size="sm" lineClamp={3}>
            {material.description}
          </Text>
        ) : null}
        {material ? (
          <Group justify="flex-end">
            <LibraryMaterialOpen
              material={material}
              source={homeworkMaterialSource(homeworkId, item.id, answerKey)}
              onOpen={() => {
                if (!read && !open.isPending) open.mutate();
              }}
            />
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
