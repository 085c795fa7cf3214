import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward, IconCalendar, IconDownload, IconTrash, IconUser } from '@tabler/icons-react';
import type { Certificate } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/dates.ts';

export interface CertificateCardProps {
  certificate: Certificate;
  onDownload: (certificate: Certificate) => void;
  downloading: boolean;
  /** Given only to whoever may withdraw this certificate. */
  onWithdraw?: (certificate: Certificate) => void;
}

/** One certificate as the student and the teacher see it; the buttons name it, as every card repeats them. */
export function CertificateCard({ certificate, onDownload, downloading, onWithdraw }: CertificateCardProps) {
  const { t } = useTranslation();
  const formatDay = useFormatDate('day');
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      style={{ borderTop: '4px solid var(--mantine-color-yellow-6)' }}
      component="article"
      aria-label={certificate.title}
    >
      <Stack gap="sm" h="100%">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" color="yellow" aria-hidden>
            <IconAward size={28} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={4} miw={0}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {certificate.title}
            </Title>
            <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {certificate.reason}
            </Text>
          </Stack>
        </Group>
        <Group gap="lg" c="dimmed" mt="auto">
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={16} aria-hidden />
            <Text size="sm">{formatDay(certificate.issued_on)}</Text>
          </Group>
          <Group gap={6} wrap="nowrap" miw={0}>
            <IconUser size={16} aria-hidden />
            <Text size="sm" truncate>
              {t('certificates.card.issuedBy', { name: certificate.issuer_name })}
            </Text>
          </Group>
        </Group>
        <Group gap="xs">
          <Button
            variant="light"
            radius="xl"
            leftSection={<IconDownload size={18} />}
            loading={downloading}
            onClick={() => onDownload(certificate)}
            aria-label={t('certificates.card.downloadLabel', { title: certificate.title })}
          >
            {t('certificates.card.download')}
          </Button>
          {onWithdraw ? (
            <Button
              variant="subtle"
              color="red"
              radius="xl"
              leftSection={<IconTrash size={18} />}
              onClick={() => onWithdraw(certificate)}
              aria-label={t('certificates.card.withdrawLabel', { title: certificate.title })}
            >
              {t('certificates.card.withdraw')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
