import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconMoodSmile } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth.tsx';
import { useSubject } from '../../../lib/subject.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { SubjectCard } from './SubjectCard.tsx';

/** /student/subject: the student picks the direction to work in (spec §4 subject switch). */
export function SubjectSelectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me } = useAuth();
  const { subject: chosen, choose } = useSubject();
  const [choosingId, setChoosingId] = useState<number | null>(null);
  // A closed subject has nothing to do yet (an admin opens it when its content lands).
  const subjects = (me?.student?.subjects ?? []).filter((subject) => subject.is_open);
  const hasBlocked = subjects.some((subject) => subject.status === 'blocked');

  const pick = async (subjectId: number) => {
    setChoosingId(subjectId);
    try {
      await choose(subjectId);
      navigate('/student');
    } catch {
      // The API client has told the student what went wrong; they stay to try again.
      setChoosingId(null);
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('student.subjects.title')}
        </Title>
        <Text c="dimmed">{t('student.subjects.subtitle')}</Text>
      </Stack>
      {subjects.length === 0 ? (
        <EmptyState
          title={t('student.subjects.emptyTitle')}
          description={t('student.subjects.emptyText')}
          icon={<IconMoodSmile size={32} stroke={1.5} />}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, md: 3, lg: 4 }} spacing={{ base: 'sm', xs: 'lg' }}>
            {subjects.map((subject) => (
              <SubjectCard
                key={subject.id}
                subject={subject}
                current={chosen?.id === subject.id}
                choosing={choosingId === subject.id}
                disabled={choosingId !== null}
                onChoose={() => void pick(subject.id)}
              />
            ))}
          </SimpleGrid>
          {hasBlocked ? (
            <Alert color="gray" variant="light" radius="lg" icon={<IconInfoCircle />}>
              {t('student.subjects.blockedNote')}
            </Alert>
          ) : null}
        </>
      )}
    </Stack>
  );
}
