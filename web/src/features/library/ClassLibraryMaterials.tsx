import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LibraryMaterialOpen } from './LibraryMaterialOpen.tsx';
import { useGroupLibraryMaterials } from './library.queries.ts';

/**
 * The school library's materials the class's teacher added to the class, listed under the class's own materials.
 * Until they load, or if they cannot, the class page shows its own parts alone: they are an addition, not the page.
 */
export function ClassLibraryMaterials({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const materials = useGroupLibraryMaterials(groupId);
  if (!materials.data || materials.data.length === 0) return null;
  return (
    <Stack gap="sm">
      {materials.data.map((material) => (
        <Stack key={material.id} gap={2}>
          <Group gap="xs">
            <Text fw={600}>{material.title}</Text>
            <Badge variant="light" size="sm">
              {t('libraryReader.fromLibrary')}
            </Badge>
          </Group>
          {material.description ? <Text size="sm">{material.description}</Text> : null}
          <div>
            <LibraryMaterialOpen material={material} />
          </div>
        </Stack>
      ))}
    </Stack>
  );
}
