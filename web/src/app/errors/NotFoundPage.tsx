import '../allStyles.ts';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconMapSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /404 (spec §2): every unknown path lands here; the button goes home, where / sends each role on. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="md" pt="xl">
      <IconMapSearch size={96} stroke={1.2} color="var(--mantine-color-blue-5)" aria-hidden />
      <Text fz={64} fw={800} c="blue.6" lh={1}>
        404
      </Text>
      <Title order={1} size="h2">
        {t('errors.notFoundTitle')}
      </Title>
      <Text c="dimmed">{t('errors.notFoundText')}</Text>
      <Button component={Link} to="/" size="md" radius="xl" leftSection={<IconHome size={18} />}>
        {t('common.toHome')}
      </Button>
    </Stack>
  );
}
