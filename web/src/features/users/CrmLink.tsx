import { Anchor, Group } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCrmLink } from './users.queries.ts';

/** «Открыть в CRM» for an admin, when the deployment links users to a CRM; nothing otherwise. */
export function CrmLink({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const link = useCrmLink(userId);
  const url = link.data?.url;
  if (!url) return null;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        {t('crmLink.open')}
        <IconExternalLink size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}
