import { Button, Card, Group, Select, Text } from '@mantine/core';
import { IconArrowsExchange, IconLock, IconLockOpen } from '@tabler/icons-react';
import type { Subject } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { confirmAction } from '../../../ui/confirmAction.tsx';
import { useSetStudentsActivity } from './adminStudents.queries.ts';

const ACCOUNT = 'account';

export interface StudentsBulkBarProps {
  selected: readonly number[];
  subjects: readonly Subject[];
  /** The list's subject filter, where activity is first asked about. */
  subjectId: number | null;
  onMove: () => void;
  onClear: () => void;
}

/** What can be done to every selected student at once: move them to a class, activate or block them. */
export function StudentsBulkBar(props: StudentsBulkBarProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const setActivity = useSetStudentsActivity();
  // The account itself, or the students' status in one subject.
  const [scope, setScope] = useState<string>(props.subjectId === null ? ACCOUNT : String(props.subjectId));
  const subjectId = scope === ACCOUNT ? null : Number(scope);
  const count = props.selected.length;

  const apply = async (active: boolean) => {
    if (!active) {
      const confirmed = await confirmAction({
        title: t('adminStudents.bulk.blockTitle', { count }),
        message: t(subjectId === null ? 'adminStudents.bulk.blockAccountText' : 'adminStudents.bulk.blockSubjectText'),
        confirmLabel: t('adminStudents.bulk.block'),
        danger: true,
      });
      if (!confirmed) return;
    }
    const result = await setActivity.mutateAsync({ student_ids: [...props.selected], subject_id: subjectId, active });
    notifySuccess(t(active ? 'adminStudents.bulk.activated' : 'adminStudents.bulk.blocked', { count: result.count }));
    props.onClear();
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      bg="var(--mantine-color-blue-light)"
      aria-label={t('adminStudents.bulk.label')}
      component="section"
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Text fw={600}>{t('adminStudents.bulk.selected', { count })}</Text>
          <Button variant="subtle" size="xs" onClick={props.onClear}>
            {t('adminStudents.bulk.clear')}
          </Button>
        </Group>
        <Group gap="sm" wrap="wrap">
          <Button leftSection={<IconArrowsExchange size={16} />} variant="light" onClick={props.onMove}>
            {t('adminStudents.bulk.move')}
          </Button>
          <Select
            w={200}
            aria-label={t('adminStudents.bulk.scope')}
            data={[
              { value: ACCOUNT, label: t('adminStudents.bulk.scopeAccount') },
              ...props.subjects.map((subject) => ({ value: String(subject.id), label: localize(subject.title) })),
            ]}
            value={scope}
            onChange={(value) => setScope(value ?? ACCOUNT)}
            allowDeselect={false}
          />
          <Button
            leftSection={<IconLockOpen size={16} />}
            variant="light"
            color="teal"
            loading={setActivity.isPending}
            onClick={() => void apply(true)}
          >
            {t('adminStudents.bulk.activate')}
          </Button>
          <Button
            leftSection={<IconLock size={16} />}
            variant="light"
            color="red"
            loading={setActivity.isPending}
            onClick={() => void apply(false)}
          >
            {t('adminStudents.bulk.block')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
