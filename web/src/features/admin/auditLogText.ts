import { type AuditLogEntry, ROLE, type RoleId } from '@umka/contracts';
import type { i18n as I18n, TFunction } from 'i18next';

/** The objects whose name the server sends while they exist (admin.repo.ts); a missing name means they are gone. */
const NAMED_TARGETS = new Set(['user', 'group']);

/** Who did it: the actor's name, "System" for entries without one, a note for a user deleted since. */
export function auditActorLabel(t: TFunction, entry: AuditLogEntry): string {
  if (entry.user_id === null) return t('admin.auditLog.system');
  if (entry.user_name === null) return t('admin.auditLog.deletedUser', { id: entry.user_id });
  // A server from before names were sent leaves the field out; the id is all there is then.
  return entry.user_name ?? `#${entry.user_id}`;
}

/**
 * Where a user is managed: a teacher's or a student's own page, else (an admin, or a server that does not send
 * the role) the user list searching their name.
 */
function userPath(id: number, name: string, roleId: RoleId | null | undefined): string {
  if (roleId === ROLE.teacher) return `/admin/teachers/${id}`;
  if (roleId === ROLE.student) return `/admin/students/${id}`;
  return `/admin?search=${encodeURIComponent(name)}`;
}

/** Where the actor is managed (userPath); null for the system or a deleted user. */
export function auditActorPath(entry: AuditLogEntry): string | null {
  return entry.user_id !== null && entry.user_name
    ? userPath(entry.user_id, entry.user_name, entry.user_role_id)
    : null;
}

/**
 * A sentence for an action without one of its own (`news.create` → "Creating · news"): the verb in the admin's
 * language where it is a common one, the area as the code names it.
 */
export function auditFallbackParts(i18n: I18n, t: TFunction, action: string): { verb: string; area: string } {
  const dot = action.lastIndexOf('.');
  const area = dot > 0 ? action.slice(0, dot) : action;
  const name = dot > 0 ? action.slice(dot + 1) : '';
  const verbKey = `admin.auditLog.verbs.${name}`;
  return { verb: name && i18n.exists(verbKey) ? t(verbKey) : name || action, area };
}

/** The sentence's key, or null for an action the interface has no sentence for yet. */
export function auditSentenceKey(i18n: I18n, action: string): string | null {
  const key = `admin.auditLog.sentences.${action}`;
  return i18n.exists(key) ? key : null;
}

/** Where the object of an entry is managed; null when it is gone or has no page of its own. */
export function auditTargetPath(entry: AuditLogEntry): string | null {
  if (!entry.target_name) return null;
  if (entry.target_type === 'user' && entry.target_id !== null) {
    return userPath(entry.target_id, entry.target_name, entry.target_role_id);
  }
  if (entry.target_type === 'group') return '/admin/groups';
  return null;
}

/**
 * The object's name as it is now, or its number once it is gone. A subject is named in the admin's own
 * language from the subject list, which `subjectTitle` looks up.
 */
export function auditTargetName(
  t: TFunction,
  entry: AuditLogEntry,
  subjectTitle: (id: number) => string | undefined = () => undefined,
): string {
  if (entry.target_type === 'subject' && entry.target_id !== null) {
    const title = subjectTitle(entry.target_id);
    if (title) return `«${title}»`;
  }
  if (entry.target_name) return entry.target_type === 'group' ? `«${entry.target_name}»` : entry.target_name;
  if (entry.target_id === null) return '';
  // Only users and classes are named by the server; any other object is its number, not a sign it is gone.
  return NAMED_TARGETS.has(entry.target_type ?? '')
    ? t('admin.auditLog.goneTarget', { id: entry.target_id })
    : `#${entry.target_id}`;
}
