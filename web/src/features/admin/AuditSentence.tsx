import { Anchor, Text } from '@mantine/core';
import type { AuditLogEntry } from '@umka/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../lib/i18n.ts';
import { useSubjects } from '../subjects/index.ts';
import { auditFallbackParts, auditSentenceKey, auditTargetName, auditTargetPath } from './auditLogText.ts';

/**
 * One entry as a sentence in the admin's language, the object named as it is now and linked to where it is
 * managed. An action without a sentence of its own is told by its verb and area (auditFallbackParts); its code
 * is the sentence's title either way.
 */
export function AuditSentence({ entry }: { entry: AuditLogEntry }) {
  const { t, i18n } = useTranslation();
  const localized = useLocalized();
  const subjects = useSubjects({ enabled: entry.target_type === 'subject' });
  const subjectTitle = (id: number) => {
    const subject = subjects.data?.find((item) => item.id === id);
    return subject ? localized(subject.title) : undefined;
  };
  const key = auditSentenceKey(i18n, entry.action);
  const path = auditTargetPath(entry);
  const target = path ? <Anchor component={Link} to={path} fw={600} inherit /> : <Text span fw={600} inherit />;
  const name = auditTargetName(t, entry, subjectTitle);
  return (
    <Text span inherit title={entry.action}>
      {key ? (
        <Trans i18nKey={key} values={{ name }} components={{ target }} />
      ) : (
        <Trans
          i18nKey="admin.auditLog.fallback"
          values={{ ...auditFallbackParts(i18n, t, entry.action), name }}
          components={{ target }}
        />
      )}
    </Text>
  );
}
