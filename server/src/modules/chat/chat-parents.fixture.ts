import type { TestUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/harness.ts';

/** Turns a class's "parents may write to its teacher" setting on or off, as its teacher does on the class page. */
export async function setParentChat(t: Pick<TestContext, 'api'>, teacher: TestUser, groupId: number, enabled: boolean) {
  const response = await t.api('PUT', `/api/groups/${groupId}/parent-chat`, {
    token: teacher.token,
    body: { enabled },
  });
  if (response.status !== 200) throw new Error(`the parent chat setting failed: ${response.raw}`);
}
