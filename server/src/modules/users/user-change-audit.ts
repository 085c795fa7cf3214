import type { UpdateUserBody, User } from '@umka/contracts';
import { REDACTED } from '../../lib/staff-write-audit.ts';

type Values = Record<string, unknown>;

/**
 * The audit meta of a profile change: only the fields whose value changed, each as it was and as it became.
 * A new password shows as changed on both sides and never as its value (nor its hash). Null when the form was
 * saved unchanged.
 */
export function userChangeMeta(
  user: User,
  changes: UpdateUserBody,
  passwordChanged: boolean,
): { before: Values; after: Values } | null {
  const current: Values = {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone,
    locale: user.locale,
    age: user.property.age ?? null,
  };
  const before: Values = {};
  const after: Values = {};
  for (const [field, value] of Object.entries(changes)) {
    if (field === 'password' || value === undefined || current[field] === value) continue;
    before[field] = current[field] ?? null;
    after[field] = value;
  }
  if (passwordChanged) {
    before.password = REDACTED;
    after.password = REDACTED;
  }
  return Object.keys(after).length > 0 ? { before, after } : null;
}
