import { loginResultSchema } from '@umka/contracts';
import { beforeAll } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../db/seed/demo.ts';
import { createPasswordHasher } from '../lib/passwords.ts';
import { createStorage } from '../lib/storage.ts';
import { dataOf, TEST_JWT_SECRET, type TestContext } from './harness.ts';

export interface DemoSession {
  id: number;
  token: string;
}

/** Seeds the demo data as `npm start` does, with the test secret. */
export function seedDemo(t: TestContext): Promise<void> {
  return seedDemoData(t.database, {
    hasher: createPasswordHasher(),
    clock: t.clock.now,
    storage: createStorage(t.storageDir),
    secret: TEST_JWT_SECRET,
  });
}

/** Seeds the demo data once for the suite (as `npm start` does) and logs its accounts in with the demo password. */
export function withDemoData(t: TestContext): { logIn(email: string): Promise<DemoSession> } {
  beforeAll(async () => {
    await seedDemo(t);
  });
  return {
    async logIn(email) {
      const response = await t.api('POST', '/api/login', { body: { email, password: DEMO_PASSWORD } });
      return { id: dataOf(response, loginResultSchema).user.id, token: String(response.headers['jwt-token']) };
    },
  };
}
