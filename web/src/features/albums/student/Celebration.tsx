import { Alert, CloseButton, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface CelebrationState {
  kind: 'picture' | 'album';
  /** Likes of the first album won; null otherwise. */
  reward: number | null;
}

const SPARKLE_COLORS = ['yellow', 'grape', 'teal', 'pink', 'orange', 'blue'];

/** "Image assembled!" with a burst of sparkles (none when the student prefers less motion, see albums.css). */
export function Celebration({ state, onClose }: { state: CelebrationState; onClose: () => void }) {
  const { t } = useTranslation();
  const big = state.kind === 'album';
  return (
    <Alert
      className="albums-celebration"
      color={big ? 'yellow' : 'teal'}
      radius="xl"
      variant="light"
      role="status"
      p={big ? 'xl' : 'md'}
    >
      {Array.from({ length: big ? 18 : 10 }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the sparkles are identical decorations
          key={index}
          className="albums-sparkle"
          aria-hidden
          style={{
            left: `${(index * 53) % 100}%`,
            top: `${40 + ((index * 29) % 50)}%`,
            background: `var(--mantine-color-${SPARKLE_COLORS[index % SPARKLE_COLORS.length]}-5)`,
            animationDelay: `${(index % 5) * 0.1}s`,
          }}
        />
      ))}
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Title order={2} size={big ? 'h2' : 'h3'}>
            {t(big ? 'albums.celebrate.album' : 'albums.celebrate.picture')}
          </Title>
          {state.reward !== null ? (
            <Text fw={700} mt="xs">
              {t('albums.celebrate.firstAlbum', { count: state.reward })}
            </Text>
          ) : null}
        </div>
        <CloseButton aria-label={t('albums.celebrate.close')} onClick={onClose} />
      </Group>
    </Alert>
  );
}
