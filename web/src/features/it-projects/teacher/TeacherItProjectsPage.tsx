import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  SegmentedControl,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconCheck, IconExternalLink, IconX } from '@tabler/icons-react';
import type { ItProjectDetail, ItProjectStatus } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth.tsx';
import { useFormatDate } from '../../../lib/dates.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { AppPagination } from '../../../ui/AppPagination.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ImageViewer } from '../../../ui/ImageViewer.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { useTeacherItProjects } from '../itProjects.queries.ts';
import { ProjectStatusBadge } from '../student/ProjectStatusBadge.tsx';
import { ReviewModal, type ReviewRequest } from './ReviewModal.tsx';

type Filter = 'all' | ItProjectStatus;

function ReviewCard({ project, onReview }: { project: ItProjectDetail; onReview: (request: ReviewRequest) => void }) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const formatDate = useFormatDate('date');
  const [shown, setShown] = useState<number | null>(null);
  const texts = [
    ['itProjects.form.titleJustification', project.title_justification],
    ['itProjects.form.stages', project.stages],
    ['itProjects.form.difficulties', project.difficulties],
    ['itProjects.form.reason', project.reason],
  ] as const;
  return (
    <Card withBorder radius="md" data-testid="it-project-review">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={2} size="h4">
              {project.title}
            </Title>
            <Group gap="xs">
              <ProjectStatusBadge status={project.status} />
              <Badge variant="outline" color="violet">
                {localize(project.category.title)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t('itProjects.card.author', { name: project.author.name })} ·{' '}
              {t('itProjects.detail.created', { date: formatDate(project.created_at) })} ·{' '}
              {t('itProjects.like.count', { count: project.likes_count })}
            </Text>
          </Stack>
          <Group gap="xs">
            {project.status === 'approved' ? null : (
              <Button
                color="teal"
                leftSection={<IconCheck size={18} />}
                onClick={() => onReview({ id: project.id, title: project.title, approve: true })}
              >
                {t('itProjects.teacher.approve')}
              </Button>
            )}
            {project.status === 'rejected' ? null : (
              <Button
                color="red"
                variant="light"
                leftSection={<IconX size={18} />}
                onClick={() => onReview({ id: project.id, title: project.title, approve: false })}
              >
                {t('itProjects.teacher.reject')}
              </Button>
            )}
          </Group>
        </Group>
        {texts.map(([label, text]) => (
          <Stack key={label} gap={0}>
            <Text size="sm" fw={600}>
              {t(label)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {text}
            </Text>
          </Stack>
        ))}
        {project.screenshots.length > 0 ? (
          <Group gap="xs">
            {project.screenshots.map((shot, index) => (
              <UnstyledButton
                key={shot.id}
                onClick={() => setShown(index)}
                aria-label={t('itProjects.detail.openShot', { number: index + 1 })}
              >
                <Image src={shot.url} alt="" w={120} h={68} radius="sm" fit="cover" />
              </UnstyledButton>
            ))}
          </Group>
        ) : null}
        {project.link ? (
          <Anchor href={project.link} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4}>
              <IconExternalLink size={16} />
              {t('itProjects.detail.openLink')}
            </Group>
          </Anchor>
        ) : null}
        {project.comment ? (
          <Text size="sm" c="dimmed">
            {t('itProjects.detail.teacherComment')}: {project.comment}
          </Text>
        ) : null}
      </Stack>
      <ImageViewer
        opened={shown !== null}
        onClose={() => setShown(null)}
        startIndex={shown ?? 0}
        title={t('itProjects.detail.viewerTitle', { title: project.title })}
        images={project.screenshots.map((shot) => ({ src: shot.url, alt: project.title }))}
      />
    </Card>
  );
}

/** Spec §2 teacher it-projects: the projects of the teacher's IT classes, the waiting ones first, to approve or reject. */
export function TeacherItProjectsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [review, setReview] = useState<ReviewRequest | null>(null);
  const projects = useTeacherItProjects(user?.id ?? 0, filter === 'all' ? null : filter, page);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('itProjects.teacher.title')}
        </Title>
        <Text c="dimmed">{t('itProjects.teacher.intro')}</Text>
      </Stack>
      <SegmentedControl
        aria-label={t('itProjects.teacher.filter')}
        data={[
          { value: 'all', label: t('itProjects.teacher.all') },
          { value: 'pending', label: t('itProjects.teacher.pending') },
          { value: 'approved', label: t('itProjects.teacher.approvedFilter') },
          { value: 'rejected', label: t('itProjects.teacher.rejectedFilter') },
        ]}
        value={filter}
        onChange={(value) => {
          setFilter(value as Filter);
          setPage(1);
        }}
        w="fit-content"
      />
      {projects.isPending ? (
        <PageLoader />
      ) : projects.isError ? (
        <QueryError error={projects.error} onRetry={() => void projects.refetch()} />
      ) : projects.data.data.length === 0 ? (
        <EmptyState title={t('itProjects.teacher.empty')} description={t('itProjects.teacher.emptyHint')} />
      ) : (
        <Stack gap="md">
          {projects.data.data.map((project) => (
            <ReviewCard key={project.id} project={project} onReview={setReview} />
          ))}
          {projects.data.last_page > 1 ? (
            <Group justify="center">
              <AppPagination total={projects.data.last_page} value={page} onChange={setPage} />
            </Group>
          ) : null}
        </Stack>
      )}
      <ReviewModal request={review} onClose={() => setReview(null)} />
    </Stack>
  );
}
