import { Badge } from '@mantine/core';
import type { Subject } from '@umka/contracts';
import { useLocalized } from '../../lib/i18n.ts';

/** A subject's title in the subject's own colour; a neutral badge while the subject list loads. */
export function SubjectBadge({ subject }: { subject: Subject | undefined }) {
  const localize = useLocalized();
  if (!subject) return null;
  return (
    <Badge color={subject.color} variant="filled" radius="sm" autoContrast>
      {localize(subject.title)}
    </Badge>
  );
}
