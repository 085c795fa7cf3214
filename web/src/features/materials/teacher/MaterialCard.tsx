import { ActionIcon, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconShare, IconTrash } from '@tabler/icons-react';
import type { Material, Group as SchoolClass } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { MaterialContent } from '../MaterialContent.tsx';

interface MaterialCardProps {
  material: Material;
  /** The teacher's classes, to name the ones the material is shared with. */
  classes: readonly SchoolClass[];
  deleting: boolean;
  onEdit: () => void;
  onShare: () => void;
  onDelete: () => void;
}

export function MaterialCard({ material, classes, deleting, onEdit, onShare, onDelete }: MaterialCardProps) {
  const { t } = useTranslation();
  const shared = classes.filter((schoolClass) => material.group_ids.includes(schoolClass.id));
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={material.title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Title order={2} size="h4">
              {material.title}
            </Title>
            <Badge variant="light">{t(`materials.kind.${material.kind}`)}</Badge>
          </Group>
          {material.description ? <Text size="sm">{material.description}</Text> : null}
          <div>
            <MaterialContent material={material} />
          </div>
          <Text size="sm" c="dimmed">
            {shared.length === 0
              ? t('materials.library.notShared')
              : t('materials.library.sharedWith', { classes: shared.map((item) => item.title).join(', ') })}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('materials.library.share', { title: material.title })}
            onClick={onShare}
          >
            <IconShare size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('materials.library.edit', { title: material.title })}
            onClick={onEdit}
          >
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('materials.library.delete', { title: material.title })}
            loading={deleting}
            onClick={onDelete}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}
