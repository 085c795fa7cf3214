import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

const SECTIONS = [
  { key: 'trainers', to: '/student/profile/trainers' },
  { key: 'homework', to: '/student/profile/homework' },
  { key: 'likes', to: '/student/profile/likes' },
  { key: 'rating', to: '/student/profile/rating/likes' },
] as const;

export type ProfileStatsSection = (typeof SECTIONS)[number]['key'];

/** Spec §2 profile "statistics (trainers, homework, likes)" and the likes rating: one menu entry, one tab bar. */
export function ProfileStatsTabs({ active }: { active: ProfileStatsSection }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = (key: string | null) => SECTIONS.find((section) => section.key === key)?.to;
  return (
    <Tabs
      value={active}
      onChange={(key) => {
        const to = target(key);
        if (to) void navigate(to);
      }}
      variant="pills"
      radius="xl"
    >
      <Tabs.List aria-label={t('profile.statsTabs.label')}>
        {SECTIONS.map((section) => (
          <Tabs.Tab key={section.key} value={section.key}>
            {t(`profile.statsTabs.${section.key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
