import { Button, Group, Paper, Select, Text } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';
import type { Group as SchoolClass } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface BulkAssignBarProps {
  count: number;
  /** The classes of the selected students' subject; null when the selection spans several subjects. */
  classes: SchoolClass[] | null;
  busy: boolean;
  onAssign: (schoolClass: SchoolClass) => void;
  onClear: () => void;
}

/** Places every selected student in one class: a new class is usually filled from the list in one go. */
export function BulkAssignBar({ count, classes, busy, onAssign, onClear }: BulkAssignBarProps) {
  const { t } = useTranslation();
  const [classId, setClassId] = useState<string | null>(null);
  const picked = classes?.find((schoolClass) => String(schoolClass.id) === classId);

  return (
    <Paper withBorder radius="md" p="sm" bg="blue.0" role="region" aria-label={t('teacherDistribution.bulkRegion')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Text fw={600} size="sm" style={{ alignSelf: 'center' }}>
          {t('teacherDistribution.selectedCount', { count })}
        </Text>
        {classes === null ? (
          <Text size="sm" c="dimmed" style={{ alignSelf: 'center' }}>
            {t('teacherDistribution.mixedSubjects')}
          </Text>
        ) : (
          <>
            <Select
              w={220}
              size="sm"
              label={t('teacherDistribution.bulkClass')}
              placeholder={t('teacherDistribution.bulkClassPlaceholder')}
              data={classes.map((schoolClass) => ({ value: String(schoolClass.id), label: schoolClass.title }))}
              value={picked ? classId : null}
              onChange={setClassId}
              disabled={busy}
            />
            <Button
              leftSection={<IconUsersPlus size={16} />}
              disabled={!picked}
              loading={busy}
              onClick={() => {
                if (picked) onAssign(picked);
              }}
            >
              {t('teacherDistribution.bulkAssign', { count })}
            </Button>
          </>
        )}
        <Button variant="subtle" onClick={onClear} disabled={busy}>
          {t('teacherDistribution.clearSelection')}
        </Button>
      </Group>
    </Paper>
  );
}
