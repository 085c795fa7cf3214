import { AspectRatio, Badge, Card, Group, Image, Stack, Text } from '@mantine/core';
import type { ItProjectCard as Project } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../../lib/i18n.ts';
import { LikeButton } from './LikeButton.tsx';
import { ProjectArt } from './ProjectArt.tsx';
import { ProjectStatusBadge } from './ProjectStatusBadge.tsx';

export interface ItProjectCardProps {
  project: Project;
  /** The place in the top list, when the card stands in it. */
  place?: number;
  /** The author's own list shows where each project stands with the teacher. */
  showStatus?: boolean;
}

/** A project in the exhibition: its cover (a screenshot, or drawn art), title, category, author and likes. */
export function ItProjectCard({ project, place, showStatus = false }: ItProjectCardProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  return (
    <Card withBorder radius="md" padding="sm" data-testid="it-project-card">
      <Card.Section component={Link} to={`/student/projects/${project.id}`} aria-label={project.title}>
        <AspectRatio ratio={16 / 9}>
          {project.cover_url ? (
            <Image src={project.cover_url} alt={t('itProjects.card.cover', { title: project.title })} fit="cover" />
          ) : (
            <ProjectArt seed={project.id} label={t('itProjects.card.noCover')} />
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text fw={700} lineClamp={2} component={Link} to={`/student/projects/${project.id}`} c="inherit" td="none">
            {place === undefined ? null : `${place}. `}
            {project.title}
          </Text>
          <LikeButton
            projectId={project.id}
            title={project.title}
            isLiked={project.is_liked}
            likesCount={project.likes_count}
            isOwn={project.is_own}
          />
        </Group>
        <Group gap="xs">
          <Badge variant="outline" color="violet">
            {localize(project.category.title)}
          </Badge>
          {showStatus ? <ProjectStatusBadge status={project.status} /> : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t('itProjects.card.author', { name: project.author.name })}
        </Text>
      </Stack>
    </Card>
  );
}
