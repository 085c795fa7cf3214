import { ActionIcon, Group, Text } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../lib/notify.ts';
import { useLikeItProject } from '../itProjects.queries.ts';

export interface LikeButtonProps {
  projectId: number;
  title: string;
  isLiked: boolean;
  likesCount: number;
  /** One's own project shows its likes, and cannot be liked. */
  isOwn: boolean;
}

/** The heart of a project with its likes: a click likes it or takes the like back; a failure says "Like error" (§8). */
export function LikeButton({ projectId, title, isLiked, likesCount, isOwn }: LikeButtonProps) {
  const { t } = useTranslation();
  const like = useLikeItProject();
  const toggle = () =>
    like.mutate(
      { projectId, liked: !isLiked },
      { onError: () => notifyError(t('itProjects.like.error'), undefined, { id: `it-like-${projectId}` }) },
    );
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant={isLiked ? 'filled' : 'light'}
        color="pink"
        radius="xl"
        size="lg"
        disabled={isOwn}
        loading={like.isPending}
        aria-pressed={isLiked}
        aria-label={t(isLiked ? 'itProjects.like.unlike' : 'itProjects.like.like', { title })}
        onClick={toggle}
      >
        {isLiked ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
      </ActionIcon>
      <Text size="sm" fw={600} aria-label={t('itProjects.like.count', { count: likesCount })}>
        {likesCount}
      </Text>
    </Group>
  );
}
