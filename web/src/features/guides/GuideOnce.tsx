import { Card, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import type { GuideFeature } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../lib/i18n.ts';
import { GuidePlayer } from './GuidePlayer.tsx';
import { useGuideOnce } from './useGuideOnce.ts';

/**
 * The guide of a page's feature, on the student's first visit only. It opens in the page, above its content, rather
 * than in a modal: it never stands between the child and what they came to do, and closes with a click.
 */
export function GuideOnce({ feature }: { feature: GuideFeature }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { guide, close } = useGuideOnce(feature);
  if (!guide) return null;
  const title = localized(guide.title);
  return (
    <Card withBorder radius="xl" padding="lg" shadow="sm" component="section" aria-labelledby="guide-once-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap">
            <IconBulb size={24} color="var(--mantine-color-yellow-6)" aria-hidden />
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                {t('guides.once.lead')}
              </Text>
              <Title order={2} size="h4" id="guide-once-title">
                {title}
              </Title>
            </Stack>
          </Group>
          <CloseButton onClick={close} aria-label={t('guides.once.close')} />
        </Group>
        <GuidePlayer guide={guide} title={title} />
      </Stack>
    </Card>
  );
}
