import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight, IconUsers } from '@tabler/icons-react';
import type { Group as SchoolClass, Subject } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Truncate } from '../../../ui/Truncate.tsx';
import { SubjectBadge } from '../../subjects/index.ts';

export interface ClassCardProps {
  schoolClass: SchoolClass;
  subject: Subject | undefined;
}

export function ClassCard({ schoolClass, subject }: ClassCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      component={Link}
      to={`/teacher/classes/${schoolClass.id}`}
      withBorder
      radius="lg"
      padding="lg"
      shadow="xs"
      aria-label={schoolClass.title}
    >
      {/* A section follows the card's rounded corners, where a border-top would curve down at both ends. */}
      <Card.Section h={6} bg={subject?.color ?? 'gray.3'} mb="md" aria-hidden />
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Truncate text={schoolClass.title} fw={700} size="lg" />
          <IconChevronRight size={20} color="var(--mantine-color-dimmed)" />
        </Group>
        <SubjectBadge subject={subject} />
        <Group gap="xs">
          <ThemeIcon variant="light" radius="xl" size="md" color="gray">
            <IconUsers size={16} />
          </ThemeIcon>
          <Text size="sm" c="dimmed">
            {t('teacher.classes.studentsCount', { count: schoolClass.students_count })}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
