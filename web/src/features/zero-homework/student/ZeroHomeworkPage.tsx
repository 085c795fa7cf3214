import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconCircleCheck, IconHeartFilled, IconPlayerPlay } from '@tabler/icons-react';
import type { ZeroLessonSummary } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../../lib/i18n.ts';
import { useSubject } from '../../../lib/subject.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useZeroLessons, zeroLessonPath } from '../zeroHomework.queries.ts';

function LessonCard({ lesson }: { lesson: ZeroLessonSummary }) {
  const { t } = useTranslation();
  const title = useLocalized()(lesson.title);
  return (
    <UnstyledButton
      component={Link}
      to={zeroLessonPath(lesson.id)}
      aria-label={t('zeroHomework.list.open', { number: lesson.position, title })}
      h="100%"
      display="block"
    >
      <Card withBorder radius="xl" shadow="sm" padding="md" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
            <Text fw={800}>{lesson.position}</Text>
          </ThemeIcon>
          <Stack gap={4} style={{ flex: 1 }}>
            <Text fw={700}>{title}</Text>
            <Group gap="xs">
              {lesson.done ? (
                <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />}>
                  {t('zeroHomework.list.done')}
                </Badge>
              ) : (
                <Badge color="pink" variant="light" leftSection={<IconHeartFilled size={12} aria-hidden />}>
                  {t('zeroHomework.list.reward', { count: lesson.likes })}
                </Badge>
              )}
              {lesson.has_video ? (
                <Badge variant="outline" leftSection={<IconPlayerPlay size={12} aria-hidden />}>
                  {t('zeroHomework.list.video')}
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/** /student/zero-homework: the chosen subject's introductory lessons in order, with what is done and what they pay. */
export function ZeroHomeworkPage() {
  const { t } = useTranslation();
  const { subject } = useSubject();
  const lessons = useZeroLessons(subject?.id ?? null);

  if (lessons.isPending) return <Spinner centered />;
  if (lessons.isError) return <QueryError error={lessons.error} onRetry={() => void lessons.refetch()} />;

  const { lessons: list, has_class: hasClass } = lessons.data;
  const done = list.filter((lesson) => lesson.done).length;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('zeroHomework.title')}
        </Title>
        <Text>{hasClass ? t('zeroHomework.introInClass') : t('zeroHomework.intro')}</Text>
        {list.length > 0 ? (
          <Text c="dimmed">{t('zeroHomework.list.progress', { done, total: list.length })}</Text>
        ) : null}
      </Stack>
      {list.length === 0 ? (
        <EmptyState title={t('zeroHomework.list.empty')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0 }}>
          {list.map((lesson) => (
            <li key={lesson.id}>
              <LessonCard lesson={lesson} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
