import { ROLE, type UpdateUserBody } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';

const isAdmin = (actor: AuthUser) => actor.role_id === ROLE.admin;

/** A user's card is visible to admins and to its owner. */
export function assertCanReadUser(actor: AuthUser, targetId: number): void {
  if (!isAdmin(actor) && actor.id !== targetId) throw new AppError('FORBIDDEN');
}

/**
 * What an owner may change about themselves; email and age stay with admins. Their own password goes
 * through PUT /users/{id}/password, which asks for the current one.
 */
const SELF_EDITABLE = [
  'first_name',
  'last_name',
  'phone',
  'locale',
] as const satisfies readonly (keyof UpdateUserBody)[];

/**
 * The part of an update the actor may apply. Admins edit anyone fully; an owner edits the
 * self-editable fields and anything else is dropped, as unknown keys are.
 */
export function permittedUpdate(actor: AuthUser, targetId: number, body: UpdateUserBody): UpdateUserBody {
  if (isAdmin(actor)) return body;
  if (actor.id !== targetId) throw new AppError('FORBIDDEN');
  const permitted: UpdateUserBody = {};
  for (const key of SELF_EDITABLE) {
    if (body[key] !== undefined) Object.assign(permitted, { [key]: body[key] });
  }
  return permitted;
}

/** Blocking or deleting your own account would lock the last admin out. */
export function assertNotSelf(actor: AuthUser, targetId: number): void {
  if (actor.id === targetId) throw new AppError('FORBIDDEN');
}

/** Watched guides are recorded by the user who watched them. */
export function assertSelf(actor: AuthUser, targetId: number): void {
  if (actor.id !== targetId) throw new AppError('FORBIDDEN');
}
