import { expect, it } from 'vitest';
import { describeEachDatabase, errorOf } from '../../test/harness.ts';

const limits = { perAccount: 3, perIp: 5, windowMs: 60_000 };

describeEachDatabase(
  'login throttling',
  (t) => {
    const login = (email: string, password: string, ip: string) =>
      t.api('POST', '/api/login', { body: { email, password }, remoteAddress: ip });

    it('locks an account after too many attempts, even for the right password, with a localized 429', async () => {
      const student = await t.factories.buildStudent();
      for (let i = 0; i < limits.perAccount; i++) {
        expect((await login(student.email, 'wrong-password', `10.0.1.${i}`)).status).toBe(401);
      }
      const locked = await login(student.email, student.password, '10.0.1.99');
      expect(locked.status).toBe(429);
      expect(errorOf(locked)).toMatchObject({
        code: 'TOO_MANY_ATTEMPTS',
        message: { 'en-US': 'Too many attempts. Try again later' },
      });
    });

    it('lets the account in again once the window has passed', async () => {
      const student = await t.factories.buildStudent();
      for (let i = 0; i < limits.perAccount; i++) await login(student.email, 'wrong-password', '10.0.2.1');
      expect((await login(student.email, student.password, '10.0.2.2')).status).toBe(429);

      t.clock.advance(limits.windowMs + 1);
      expect((await login(student.email, student.password, '10.0.2.2')).status).toBe(200);
    });

    it('clears the account count on a successful login', async () => {
      const student = await t.factories.buildStudent();
      for (let round = 0; round < 3; round++) {
        await login(student.email, 'wrong-password', '10.0.3.1');
        await login(student.email, 'wrong-password', '10.0.3.1');
        expect((await login(student.email, student.password, '10.0.3.2')).status).toBe(200);
      }
    });

    it('blocks an address after too many failures across different accounts, but not other addresses', async () => {
      const victim = await t.factories.buildStudent();
      for (let i = 0; i < limits.perIp; i++) {
        expect((await login(`nobody-${i}@test.example`, 'wrong-password', '10.0.4.1')).status).toBe(401);
      }
      const blocked = await login(victim.email, victim.password, '10.0.4.1');
      expect(blocked.status).toBe(429);
      expect(errorOf(blocked).code).toBe('TOO_MANY_ATTEMPTS');
      expect((await login(victim.email, victim.password, '10.0.4.2')).status).toBe(200);
    });

    it('does not count successful logins against the address', async () => {
      const student = await t.factories.buildStudent();
      for (let i = 0; i < limits.perIp + 2; i++) {
        expect((await login(student.email, student.password, '10.0.5.1')).status).toBe(200);
      }
    });
  },
  { loginLimits: limits },
);
