import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconRestore, IconUsers } from '@tabler/icons-react';
import type { Group as SchoolClass, Subject } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/dates.ts';
import { Truncate } from '../../../ui/Truncate.tsx';
import { SubjectBadge } from '../../subjects/index.ts';

export interface DeletedClassCardProps {
  schoolClass: SchoolClass;
  subject: Subject | undefined;
  restoring: boolean;
  onRestore: () => void;
}

/** A deleted class has no page to open (it answers 404), so its card offers only the way back. */
export function DeletedClassCard({ schoolClass, subject, restoring, onRestore }: DeletedClassCardProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate('date');
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={schoolClass.title}>
      <Card.Section h={6} bg="gray.4" mb="md" aria-hidden />
      <Stack gap="sm">
        <Truncate text={schoolClass.title} fw={700} size="lg" />
        <SubjectBadge subject={subject} />
        <Group gap="xs">
          <IconUsers size={16} aria-hidden />
          <Text size="sm" c="dimmed">
            {t('teacher.classes.studentsCount', { count: schoolClass.students_count })}
          </Text>
        </Group>
        {schoolClass.deleted_at ? (
          <Text size="xs" c="dimmed">
            {t('teacherClasses.deleted.deletedAt', { date: formatDate(schoolClass.deleted_at) })}
          </Text>
        ) : null}
        <Button
          variant="light"
          leftSection={<IconRestore size={18} />}
          loading={restoring}
          onClick={onRestore}
          aria-label={t('teacherClasses.deleted.restoreLabel', { title: schoolClass.title })}
        >
          {t('teacherClasses.deleted.restore')}
        </Button>
      </Stack>
    </Card>
  );
}
