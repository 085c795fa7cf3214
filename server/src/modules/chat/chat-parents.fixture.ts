import { ROLE } from '@umka/contracts';
import { TEST_PASSWORD, type TestUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/harness.ts';
import { insertAccount } from '../users/accounts.ts';

let sequence = 0;

/** A parent account following the given children, signed in: a users row of role 4, its parents row, its links. */
export async function buildChatParent(
  t: Pick<TestContext, 'database' | 'factories' | 'clock'>,
  children: { id: number }[],
  options: { email?: string } = {},
) {
  const now = t.clock.now().toISOString();
  const n = ++sequence;
  const first_name = `Parent${n}`;
  const last_name = `Family${n}`;
  const user = await t.database.transaction(async (trx) => {
    const row = await insertAccount(
      trx,
      {
        role_id: ROLE.parent,
        first_name,
        last_name,
        email: options.email ?? `chat-parent-${n}-${Math.random().toString(36).slice(2, 8)}@test.example`,
        password_hash: 'not-used-by-these-tests',
      },
      now,
    );
    // The parents module may make this row itself; the chat's tests only need it to exist.
    await trx
      .insertInto('parents')
      .values({ user_id: row.id, digest_enabled: true, created_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    if (children.length > 0) {
      await trx
        .insertInto('parent_children')
        .values(children.map((child) => ({ parent_id: row.id, student_id: child.id, created_at: now })))
        .execute();
    }
    return row;
  });
  const token = await t.factories.signIn({ id: user.id, role_id: ROLE.parent });
  return {
    id: user.id,
    role_id: ROLE.parent,
    email: user.email,
    password: TEST_PASSWORD,
    first_name,
    last_name,
    token,
  } satisfies TestUser;
}

/** Turns a class's "parents may write to its teacher" setting on or off, as its teacher does on the class page. */
export async function setParentChat(t: Pick<TestContext, 'api'>, teacher: TestUser, groupId: number, enabled: boolean) {
  const response = await t.api('PUT', `/api/groups/${groupId}/parent-chat`, {
    token: teacher.token,
    body: { enabled },
  });
  if (response.status !== 200) throw new Error(`the parent chat setting failed: ${response.raw}`);
}
