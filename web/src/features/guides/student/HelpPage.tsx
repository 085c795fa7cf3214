import { Badge, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconBook2, IconCircleCheck, IconMessageCircle, IconPlayerPlay } from '@tabler/icons-react';
import { type GuideListItem, isGuideSubject } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth.tsx';
import { useLocalized } from '../../../lib/i18n.ts';
import { useSubject } from '../../../lib/subject.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { GuideModal } from '../GuideModal.tsx';
import { useGuides, useMarkGuideSeen } from '../guides.queries.ts';

function GuideCard({ guide, onPlay }: { guide: GuideListItem; onPlay: () => void }) {
  const { t } = useTranslation();
  const title = useLocalized()(guide.title);
  return (
    <UnstyledButton onClick={onPlay} aria-label={t('guides.play', { number: guide.number, title })}>
      <Card withBorder radius="xl" shadow="sm" padding="md" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
            <Text fw={800}>{guide.number}</Text>
          </ThemeIcon>
          <Text fw={700} style={{ flex: 1 }}>
            {title}
          </Text>
          {guide.seen ? (
            <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} aria-hidden />}>
              {t('guides.seen')}
            </Badge>
          ) : null}
          {guide.source === 'none' ? <IconBook2 size={22} aria-hidden /> : <IconPlayerPlay size={22} aria-hidden />}
        </Group>
      </Card>
    </UnstyledButton>
  );
}

/** Where a question the guides do not answer goes: the teacher, through the chat in the phone on every page. */
function AskTeacherCard() {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="xl" padding="lg" bg="var(--mantine-color-blue-light)">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="white" aria-hidden>
          <IconMessageCircle size={26} />
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('guides.askTeacher.title')}
          </Title>
          <Text>{t('guides.askTeacher.text')}</Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** /student/help: the chosen subject's guides by number, what the child has seen, one open at a time. */
export function HelpPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { subject } = useSubject();
  const subjectId = subject && isGuideSubject(subject.main_id) ? subject.main_id : null;
  const guides = useGuides(subjectId);
  const markSeen = useMarkGuideSeen(user?.id ?? 0);
  const [playing, setPlaying] = useState<GuideListItem | null>(null);

  const heading = (
    <Title order={1} size="h2">
      {t('guides.title')}
    </Title>
  );
  if (subjectId === null) {
    return (
      <Stack gap="lg">
        {heading}
        <EmptyState title={t('guides.noneInSubject')} />
        <AskTeacherCard />
      </Stack>
    );
  }
  if (guides.isPending) return <Spinner centered />;
  if (guides.isError) return <QueryError error={guides.error} onRetry={() => void guides.refetch()} />;

  const list = guides.data.guides;
  const seenCount = list.filter((guide) => guide.seen).length;
  const play = (guide: GuideListItem) => {
    setPlaying(guide);
    if (!guide.seen) markSeen.mutate(guide.code);
  };

  return (
    <Stack gap="lg">
      {heading}
      <Text c="dimmed">{t('guides.seenCount', { count: seenCount, total: list.length })}</Text>
      {list.length === 0 ? (
        <EmptyState title={t('guides.noneInSubject')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0 }}>
          {list.map((guide) => (
            <li key={guide.id}>
              <GuideCard guide={guide} onPlay={() => play(guide)} />
            </li>
          ))}
        </SimpleGrid>
      )}
      <AskTeacherCard />
      <GuideModal
        guide={playing && (list.find((guide) => guide.id === playing.id) ?? playing)}
        onClose={() => setPlaying(null)}
        onVideoFailed={() => void guides.refetch()}
      />
    </Stack>
  );
}
