import { Badge } from '@mantine/core';
import type { ItProjectStatus } from '@umka/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ItProjectStatus, string> = { pending: 'yellow', approved: 'teal', rejected: 'red' };

export function ProjectStatusBadge({ status }: { status: ItProjectStatus }) {
  const { t } = useTranslation();
  return (
    // Filled with the text colour picked for contrast: a light yellow badge is too pale to read (axe).
    <Badge color={COLORS[status]} variant="filled" autoContrast>
      {t(`itProjects.status.${status}`)}
    </Badge>
  );
}
