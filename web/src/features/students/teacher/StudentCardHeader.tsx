import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { Subject, TeacherStudent } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../../lib/i18n.ts';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';

/** Who the card is about: name, initials, the teacher's classes the student is in and their subjects. */
export function StudentCardHeader({ student, subjects }: { student: TeacherStudent; subjects: readonly Subject[] }) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const subjectOf = (id: number) => subjects.find((subject) => subject.id === id);
  const subjectIds = [...new Set(student.classes.map((item) => item.subject_id))];
  return (
    <Stack gap="sm">
      <div>
        <Button
          component={Link}
          to="/teacher/students"
          variant="subtle"
          leftSection={<IconArrowLeft size={18} />}
          px={0}
        >
          {t('teacherStudent.card.back')}
        </Button>
      </div>
      <Group gap="md" wrap="nowrap" miw={0} align="flex-start">
        <UserAvatar name={student.name} size="lg" alt={student.name} />
        <Stack gap={6} miw={0}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {student.name}
          </Title>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {student.email}
          </Text>
          <Group gap={6}>
            <Text size="sm">{t('teacherStudent.card.classes')}</Text>
            {student.classes.map((item) => (
              <Badge
                key={item.id}
                variant="light"
                color={subjectOf(item.subject_id)?.color ?? 'gray'}
                radius="sm"
                tt="none"
                component={Link}
                to={`/teacher/classes/${item.id}`}
                style={{ cursor: 'pointer' }}
              >
                <Text span size="xs" fw={600} c="dark.7">
                  {item.title}
                </Text>
              </Badge>
            ))}
          </Group>
          <Text size="sm">
            {t('teacherStudent.card.subjects', {
              list: subjectIds
                .map((id) => {
                  const subject = subjectOf(id);
                  return subject ? localize(subject.title) : String(id);
                })
                .join(', '),
            })}
          </Text>
        </Stack>
      </Group>
    </Stack>
  );
}
