import {
  Anchor,
  Button,
  Card,
  ColorSwatch,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconArrowsExchange, IconHeartFilled, IconSchool, IconSparkles } from '@tabler/icons-react';
import { isSubjectAllowed, type StudentSubject, SUBJECT_COURSES, SUBJECT_IT } from '@umka/contracts';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useAuth } from '../../../lib/auth.tsx';
import { useHydrated } from '../../../lib/hydrated.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { useSubject } from '../../../lib/subject.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { Truncate } from '../../../ui/Truncate.tsx';
import { CoursesContinueCard } from '../../courses/index.ts';
import { ItContinueCard } from '../../it-courses/index.ts';
import { ItPointsHomeCard } from '../../it-shop/index.ts';
import { LastNewsCard } from '../../news/index.ts';
import { MyCharacterCard, onboardingPath } from '../../world/index.ts';
import { SUBJECT_ICONS } from './subjectIcons.ts';
import { WhatNextCard } from './what-next/WhatNextCard.tsx';

/** Student home (spec §6 StudentView): greeting, chosen subject, likes and the student's classes. */
export function StudentHomePage() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const { user, me } = useAuth();
  const { subject: chosen, data } = useSubject();
  const subjects: StudentSubject[] = me?.student?.subjects ?? [];
  const subjectById = new Map(subjects.map((subject) => [subject.id, subject]));
  const current = data?.subject ?? (chosen ? subjectById.get(chosen.id) : undefined);
  const color = current?.color ?? 'var(--mantine-color-blue-6)';
  const allGroups = me?.student?.groups ?? [];
  // A subject's home is about that subject: another subject's class shows once the child switches to it.
  const groups = current ? allGroups.filter((group) => group.subject_id === current.id) : allGroups;
  const SubjectIcon = current ? SUBJECT_ICONS[current.main_id] : IconSparkles;
  const onboarding = data ? onboardingPath(data) : null;
  const hydrated = useHydrated();

  if (onboarding) return <Navigate to={onboarding} replace />;
  return (
    <Stack gap="lg">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={56} radius="xl" variant="light" color="yellow">
          <IconSparkles size={32} />
        </ThemeIcon>
        <Stack gap={0}>
          <Title order={1} size="h2">
            {t('student.home.greeting', { name: user?.first_name || user?.name || '' })}
          </Title>
          <Text c="dimmed">{t('student.home.subtitle')}</Text>
        </Stack>
      </Group>

      <LastNewsCard />

      {/* Its own chunk: drawn once the app runs, so a home drawn on the server is whole without it. */}
      {hydrated && current?.main_id === SUBJECT_IT ? (
        <Suspense fallback={null}>
          <ItContinueCard />
        </Suspense>
      ) : null}
      {hydrated && current?.main_id === SUBJECT_COURSES ? (
        <Suspense fallback={null}>
          <CoursesContinueCard />
        </Suspense>
      ) : null}

      {user && current ? <WhatNextCard studentId={user.id} subject={current} trainers={data?.trainers ?? []} /> : null}

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <Card component="section" aria-label={t('student.home.subject')} radius="xl" padding="lg" withBorder>
          <Card.Section h={8} bg={color} mb="lg" aria-hidden />
          <Stack gap="sm">
            <Text size="sm" c="dimmed" fw={600} tt="uppercase">
              {t('student.home.subject')}
            </Text>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={48} radius="xl" color={color} autoContrast>
                <SubjectIcon size={28} />
              </ThemeIcon>
              <Text fw={800} size="xl">
                {current ? localize(current.title) : t('student.home.noSubject')}
              </Text>
            </Group>
            <Button
              component={Link}
              to="/student/subject"
              variant="filled"
              color={current?.color}
              // Subject colours range from pale to dark; black or white text, whichever reads better on it.
              autoContrast
              radius="xl"
              leftSection={<IconArrowsExchange size={18} />}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('student.menu.changeSubject')}
            </Button>
          </Stack>
        </Card>

        {current?.main_id === SUBJECT_IT ? (
          // IT pays in IT points, not likes; the card draws once the app runs, as the IT card above does.
          hydrated && user ? (
            <Suspense fallback={null}>
              <ItPointsHomeCard studentId={user.id} />
            </Suspense>
          ) : null
        ) : (
          <Card component="section" aria-label={t('student.home.likes')} radius="xl" padding="lg" withBorder>
            <Card.Section h={8} bg="pink.5" mb="lg" aria-hidden />
            <Stack gap="sm">
              <Text size="sm" c="dimmed" fw={600} tt="uppercase">
                {t('student.home.likes')}
              </Text>
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={48} radius="xl" color="pink" variant="light">
                  <IconHeartFilled size={28} />
                </ThemeIcon>
                {data ? (
                  <Text fw={800} fz={40} lh={1} data-testid="home-likes-balance">
                    {data.likes}
                  </Text>
                ) : (
                  <Skeleton height={40} width={80} radius="md" />
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {t('student.home.likesHint')}
              </Text>
            </Stack>
          </Card>
        )}

        <MyCharacterCard />
      </SimpleGrid>

      <Card component="section" aria-label={t('student.home.classes')} radius="xl" padding="lg" withBorder>
        <Group gap="sm" mb="sm">
          <IconSchool size={24} color="var(--mantine-color-blue-6)" />
          <Title order={2} size="h3">
            {t('student.home.classes')}
          </Title>
        </Group>
        {groups.length === 0 ? (
          <EmptyState
            title={allGroups.length === 0 ? t('student.home.noClassTitle') : t('student.home.noClassInSubjectTitle')}
            description={
              allGroups.length === 0 ? t('student.home.noClassText') : t('student.home.noClassInSubjectText')
            }
            color="blue"
            action={
              // Issue [13]: a student waiting for a class in this subject has introductory lessons meanwhile.
              current && isSubjectAllowed('zeroHomework', current.main_id) ? (
                <Button
                  component={Link}
                  to="/student/zero-homework"
                  radius="xl"
                  leftSection={<IconSparkles size={18} />}
                >
                  {t('student.home.zeroHomework')}
                </Button>
              ) : null
            }
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {groups.map((group) => {
              const subject = subjectById.get(group.subject_id);
              return (
                <Card key={group.id} radius="lg" padding="md" bg="var(--mantine-color-gray-0)">
                  <Truncate text={group.title} fw={700} />
                  {subject ? (
                    // The subject's colour marks it beside the name: as text colour a light one would be unreadable.
                    <Group gap={6} wrap="nowrap">
                      <ColorSwatch color={subject.color} size={10} withShadow={false} aria-hidden />
                      <Text size="sm" fw={600}>
                        {localize(subject.title)}
                      </Text>
                    </Group>
                  ) : null}
                  {group.subject_id === current?.id ? (
                    <Anchor
                      component={Link}
                      to={`/student/class/${group.id}/location`}
                      size="sm"
                      mt={4}
                      aria-label={t('student.home.classPlaceOf', { title: group.title })}
                    >
                      {t('student.home.classPlace')}
                    </Anchor>
                  ) : null}
                </Card>
              );
            })}
          </SimpleGrid>
        )}
      </Card>
    </Stack>
  );
}
