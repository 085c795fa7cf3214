import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconExternalLink, IconHeartFilled, IconPuzzle } from '@tabler/icons-react';
import type { ZeroLesson } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLocalized } from '../../../lib/i18n.ts';
import { videoEmbedUrl } from '../../../lib/video-embed.ts';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { EmbeddedVideo } from '../../../ui/VideoFrames.tsx';
import { useZeroLesson, useZeroLessons, ZERO_HOMEWORK_PATH, zeroLessonPath } from '../zeroHomework.queries.ts';
import { ZeroLessonQuiz } from './ZeroLessonQuiz.tsx';

/** A YouTube or Vimeo link plays here; any other link opens in a new tab. */
function LessonVideo({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const embed = videoEmbedUrl(url);
  if (embed) return <EmbeddedVideo src={embed} label={t('zeroHomework.lesson.videoLabel', { title })} />;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer">
      <Group gap={4}>
        {t('zeroHomework.lesson.openVideo')}
        <IconExternalLink size={16} aria-hidden />
      </Group>
    </Anchor>
  );
}

function TrainerCard({ trainer }: { trainer: NonNullable<ZeroLesson['trainer']> }) {
  const { t } = useTranslation();
  const title = useLocalized()(trainer.title);
  return (
    <Card withBorder radius="lg" padding="md" bg="var(--mantine-color-blue-light)">
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>
          <Text fw={700}>{t('zeroHomework.lesson.tryTrainer')}</Text>
          <Text size="sm">{t('zeroHomework.lesson.tryTrainerText', { title })}</Text>
        </Stack>
        <Button component={Link} to={`/trainers/${trainer.id}`} radius="xl" leftSection={<IconPuzzle size={18} />}>
          {t('zeroHomework.lesson.openTrainer', { title })}
        </Button>
      </Group>
    </Card>
  );
}

/** After the finish: the next lesson not done yet, or the trainers once all are done. */
function WhatsNext({ lesson }: { lesson: ZeroLesson }) {
  const { t } = useTranslation();
  const list = useZeroLessons(lesson.subject_id);
  const next = list.data?.lessons.find((item) => !item.done && item.id !== lesson.id);
  const localize = useLocalized();
  return (
    <Card withBorder radius="lg" padding="md" component="section" aria-labelledby="zero-next-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="zero-next-title">
          {t('zeroHomework.next.title')}
        </Title>
        <Text size="sm">{next ? t('zeroHomework.next.lesson') : t('zeroHomework.next.allDone')}</Text>
        <Group gap="sm">
          {next ? (
            <Button component={Link} to={zeroLessonPath(next.id)} radius="xl">
              {t('zeroHomework.next.open', { title: localize(next.title) })}
            </Button>
          ) : null}
          <Button component={Link} to="/student/trainers" radius="xl" variant={next ? 'light' : 'filled'}>
            {t('zeroHomework.next.trainers')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function LessonBody({ lesson }: { lesson: ZeroLesson }) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const title = localize(lesson.title);
  const [finished, setFinished] = useState(lesson.done);
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1} size="h2">
          {title}
        </Title>
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
        </Group>
      </Stack>
      {lesson.video_url ? <LessonVideo url={lesson.video_url} title={title} /> : null}
      <Text size="lg" style={{ whiteSpace: 'pre-line' }}>
        {localize(lesson.text)}
      </Text>
      {lesson.trainer ? <TrainerCard trainer={lesson.trainer} /> : null}
      <ZeroLessonQuiz lesson={lesson} onCompleted={() => setFinished(true)} />
      {finished ? <WhatsNext lesson={lesson} /> : null}
    </Stack>
  );
}

/** /student/zero-homework/lesson/:id — the lesson, its trainer to try, its quiz and what comes next. */
export function ZeroLessonPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const lesson = useZeroLesson(id);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={ZERO_HOMEWORK_PATH} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {t('zeroHomework.lesson.back')}
        </Group>
      </Anchor>
      {lesson.isPending ? (
        <Spinner centered />
      ) : lesson.isError ? (
        <QueryError error={lesson.error} onRetry={() => void lesson.refetch()} />
      ) : (
        <LessonBody key={lesson.data.id} lesson={lesson.data} />
      )}
    </Stack>
  );
}
