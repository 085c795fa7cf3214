import {
  Alert,
  Anchor,
  AspectRatio,
  Badge,
  Button,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowLeft, IconExternalLink, IconMessage, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ItProjectDetail } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useFormatDate } from '../../../lib/dates.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { ImageViewer } from '../../../ui/ImageViewer.tsx';
import { PageLoader } from '../../../ui/PageLoader.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { useDeleteItProject, useItProject } from '../itProjects.queries.ts';
import { ItProjectFormModal } from './ItProjectFormModal.tsx';
import { LikeButton } from './LikeButton.tsx';
import { ProjectArt } from './ProjectArt.tsx';
import { ProjectStatusBadge } from './ProjectStatusBadge.tsx';

function Section({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap={4}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Text>
    </Stack>
  );
}

function Screenshots({ project }: { project: ItProjectDetail }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<number | null>(null);
  if (project.screenshots.length === 0) {
    return (
      <AspectRatio ratio={16 / 9} maw={480}>
        <ProjectArt seed={project.id} label={t('itProjects.card.noCover')} />
      </AspectRatio>
    );
  }
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {project.screenshots.map((shot, index) => (
          <UnstyledButton
            key={shot.id}
            onClick={() => setShown(index)}
            aria-label={t('itProjects.detail.openShot', { number: index + 1 })}
          >
            <AspectRatio ratio={16 / 9}>
              <Image src={shot.url} alt="" radius="sm" fit="cover" />
            </AspectRatio>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <ImageViewer
        opened={shown !== null}
        onClose={() => setShown(null)}
        startIndex={shown ?? 0}
        title={t('itProjects.detail.viewerTitle', { title: project.title })}
        images={project.screenshots.map((shot, index) => ({
          src: shot.url,
          alt: t('itProjects.card.cover', { title: `${project.title} ${index + 1}` }),
        }))}
      />
    </>
  );
}

function ProjectView({ project }: { project: ItProjectDetail }) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const formatDate = useFormatDate('date');
  const navigate = useNavigate();
  const remove = useDeleteItProject();
  const [editing, setEditing] = useState(false);
  const askDelete = () =>
    confirmDelete({
      title: t('itProjects.detail.confirmDelete'),
      message: t('itProjects.detail.confirmDeleteText', { title: project.title }),
      confirmLabel: t('itProjects.detail.delete'),
      remove: async () => {
        await remove.mutateAsync(project.id);
        void navigate('/student/projects');
      },
      done: t('itProjects.detail.deleted'),
    });

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/student/projects" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} />
          {t('itProjects.detail.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={6}>
          <Title order={1} size="h2">
            {project.title}
          </Title>
          <Group gap="xs">
            <Badge variant="outline" color="violet">
              {localize(project.category.title)}
            </Badge>
            {project.is_own ? <ProjectStatusBadge status={project.status} /> : null}
          </Group>
          <Text size="sm" c="dimmed">
            {t('itProjects.card.author', { name: project.author.name })} ·{' '}
            {t('itProjects.detail.created', { date: formatDate(project.created_at) })}
          </Text>
        </Stack>
        <LikeButton
          projectId={project.id}
          title={project.title}
          isLiked={project.is_liked}
          likesCount={project.likes_count}
          isOwn={project.is_own}
        />
      </Group>
      {project.comment ? (
        <Alert icon={<IconMessage />} title={t('itProjects.detail.teacherComment')} color="violet" variant="light">
          {project.comment}
        </Alert>
      ) : null}
      <Screenshots project={project} />
      {project.link ? (
        <Button
          component="a"
          href={project.link}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          leftSection={<IconExternalLink size={18} />}
          w="fit-content"
        >
          {t('itProjects.detail.openLink')}
        </Button>
      ) : null}
      <Section title={t('itProjects.form.titleJustification')} text={project.title_justification} />
      <Section title={t('itProjects.form.stages')} text={project.stages} />
      <Section title={t('itProjects.form.difficulties')} text={project.difficulties} />
      <Section title={t('itProjects.form.reason')} text={project.reason} />
      {project.is_own ? (
        <Group>
          <Button leftSection={<IconPencil size={18} />} variant="light" onClick={() => setEditing(true)}>
            {t('itProjects.detail.edit')}
          </Button>
          <Button leftSection={<IconTrash size={18} />} variant="light" color="red" onClick={() => void askDelete()}>
            {t('itProjects.detail.delete')}
          </Button>
        </Group>
      ) : null}
      <ItProjectFormModal opened={editing} onClose={() => setEditing(false)} project={project} />
    </Stack>
  );
}

/** Spec §2 /student/projects/{id}: one project with its screenshots, likes and, for its author, edit and delete. */
export function ItProjectPage() {
  const { id } = useParams();
  const project = useItProject(Number(id));
  if (project.isPending) return <PageLoader />;
  if (project.isError) return <QueryError error={project.error} onRetry={() => void project.refetch()} />;
  return <ProjectView project={project.data} />;
}
