import { emailField, ROLE } from '@umka/contracts';
import { invalidField } from '../lib/app-error.ts';
import type { Clock } from '../lib/clock.ts';
import { passwordProblem } from '../lib/password-policy.ts';
import type { PasswordHasher } from '../lib/passwords.ts';
import { insertAccount } from '../modules/users/accounts.ts';
import { findUserByEmail } from '../modules/users/users.repo.ts';
import type { Database } from './database.ts';

export interface InitialAdmin {
  email: string;
  password: string;
  first_name?: string;
  last_name?: string;
}

/**
 * Creates an admin with the staff password rule enforced: the way a PostgreSQL deployment gets
 * its first account. Returns false when the email is already taken (nothing is changed).
 */
export async function createInitialAdmin(
  database: Database,
  admin: InitialAdmin,
  deps: { hasher: PasswordHasher; clock: Clock },
): Promise<boolean> {
  const parsedEmail = emailField.safeParse(admin.email);
  if (!parsedEmail.success) throw invalidField('email', 'EMAIL_INVALID');
  const email = parsedEmail.data;
  const problem = passwordProblem(admin.password, ROLE.admin);
  if (problem) throw invalidField('password', problem);
  if (await findUserByEmail(database.db, email)) return false;
  const passwordHash = await deps.hasher.hash(admin.password);
  await database.transaction((trx) =>
    insertAccount(
      trx,
      {
        role_id: ROLE.admin,
        email,
        first_name: admin.first_name ?? 'Admin',
        last_name: admin.last_name ?? '',
        password_hash: passwordHash,
      },
      deps.clock().toISOString(),
    ),
  );
  return true;
}
