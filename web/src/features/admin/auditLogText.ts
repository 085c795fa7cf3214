import type { AuditLogEntry } from '@umka/contracts';
import type { TFunction } from 'i18next';

/** Readable name of an action; one the interface has no text for yet shows as the server's code. */
export function auditActionLabel(t: TFunction, action: string): string {
  return t(`admin.auditLog.actions.${action}`, { defaultValue: action });
}

/** Who did it: the actor's name, "System" for entries without one, a note for a user deleted since. */
export function auditActorLabel(t: TFunction, entry: AuditLogEntry): string {
  if (entry.user_id === null) return t('admin.auditLog.system');
  if (entry.user_name === null) return t('admin.auditLog.deletedUser', { id: entry.user_id });
  // A server from before names were sent leaves the field out; the id is all there is then.
  return entry.user_name ?? `#${entry.user_id}`;
}

/** What it was done to, e.g. "User #5"; '—' when the action has no object. */
export function auditTargetLabel(t: TFunction, entry: AuditLogEntry): string {
  if (!entry.target_type) return '—';
  const type = t(`admin.auditLog.targets.${entry.target_type}`, { defaultValue: entry.target_type });
  return entry.target_id === null ? type : `${type} #${entry.target_id}`;
}
