import { Badge } from '@mantine/core';
import type { ItSolutionStatus } from '@umka/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ItSolutionStatus, string> = {
  submitted: 'blue',
  accepted: 'teal',
  needs_work: 'orange',
  rejected: 'red',
};

export function SolutionStatusBadge({ status }: { status: ItSolutionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" size="lg">
      {t(`itSolutions.status.${status}`)}
    </Badge>
  );
}
