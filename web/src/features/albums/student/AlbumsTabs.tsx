import { Button, Group } from '@mantine/core';
import { IconArrowsExchange, IconBook2, IconDiamond } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type AlbumsTabKey = 'albums' | 'crystals' | 'trading';

const TABS = [
  { key: 'albums', to: '/student/albums', icon: IconBook2 },
  { key: 'crystals', to: '/student/albums/crystals', icon: IconDiamond },
  { key: 'trading', to: '/student/albums/trading', icon: IconArrowsExchange },
] as const;

/** The tab bar over every albums page: the albums themselves, the crystals, the trading. */
export function AlbumsTabs({ active }: { active: AlbumsTabKey }) {
  const { t } = useTranslation();
  return (
    <Group component="nav" aria-label={t('albums.tabs.label')} gap="xs">
      {TABS.map((tab) => {
        const current = tab.key === active;
        const TabIcon = tab.icon;
        return (
          <Button
            key={tab.key}
            component={Link}
            to={tab.to}
            radius="xl"
            color="grape"
            // Only the current tab is filled: light tinted text on white would fall below AA contrast.
            variant={current ? 'filled' : 'default'}
            leftSection={<TabIcon size={18} aria-hidden />}
            aria-current={current ? 'page' : undefined}
          >
            {t(`albums.tabs.${tab.key}`)}
          </Button>
        );
      })}
    </Group>
  );
}
