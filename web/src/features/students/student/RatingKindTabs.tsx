import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

const KINDS = [
  { key: 'likes', to: '/student/profile/rating/likes' },
  { key: 'trainers', to: '/student/profile/rating/trainers' },
  { key: 'online', to: '/student/profile/rating/online' },
  { key: 'age', to: '/student/profile/rating/age' },
] as const;

export type RatingKind = (typeof KINDS)[number]['key'];

/** The profile's ratings (spec §2: rating/likes, rating/trainers, rating/online; §7: by age), one page each. */
export function RatingKindTabs({ active }: { active: RatingKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs
      value={active}
      onChange={(key) => {
        const to = KINDS.find((kind) => kind.key === key)?.to;
        if (to) void navigate(to);
      }}
    >
      <Tabs.List aria-label={t('ratings.kinds.label')}>
        {KINDS.map((kind) => (
          <Tabs.Tab key={kind.key} value={kind.key}>
            {t(`ratings.kinds.${kind.key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
