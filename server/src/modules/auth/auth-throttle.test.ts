import { expect, it } from 'vitest';
import { describeEachDatabase, errorOf } from '../../test/harness.ts';
import { accountDelayMs, DEFAULT_LOGIN_LIMITS, type LoginThrottleLimits } from './login-throttle.ts';

const limits: LoginThrottleLimits = {
  perAccountAndIp: 3,
  perIp: 5,
  windowMs: 60_000,
  accountDelayAfter: 4,
  accountBaseDelayMs: 250,
  accountMaxDelayMs: 2000,
};

it('delays attempts on a much-guessed account by doubling steps of at most two seconds', () => {
  const delays = [9, 10, 11, 12, 13, 14, 50].map((failures) => accountDelayMs(failures, DEFAULT_LOGIN_LIMITS));
  expect(delays).toEqual([0, 250, 500, 1000, 2000, 2000, 2000]);
  expect(DEFAULT_LOGIN_LIMITS).toMatchObject({ perAccountAndIp: 5, perIp: 300, windowMs: 15 * 60_000 });
});

describeEachDatabase(
  'login throttling',
  (t) => {
    const login = (email: string, password: string, ip: string) =>
      t.api('POST', '/api/login', { body: { email, password }, remoteAddress: ip });

    it('locks an account for one address after too many failures there, even for the right password, with a localized 429', async () => {
      const student = await t.factories.buildStudent();
      for (let i = 0; i < limits.perAccountAndIp; i++) {
        expect((await login(student.email, 'wrong-password', '10.0.1.1')).status).toBe(401);
      }
      const locked = await login(student.email, student.password, '10.0.1.1');
      expect(locked.status).toBe(429);
      expect(errorOf(locked)).toMatchObject({
        code: 'TOO_MANY_ATTEMPTS',
        message: { 'en-US': 'Too many attempts. Try again later' },
      });
    });

    it("logs the owner in from another address after the attacker's address is locked out of the account", async () => {
      const admin = await t.factories.buildAdmin();
      for (let i = 0; i < limits.perAccountAndIp + 3; i++) await login(admin.email, 'wrong-password', '10.0.6.66');
      expect((await login(admin.email, admin.password, '10.0.6.66')).status).toBe(429);
      expect((await login(admin.email, admin.password, '10.0.6.1')).status).toBe(200);
    });

    it('slows down but never refuses the right password from a fresh address once the account has many failures', async () => {
      const student = await t.factories.buildStudent();
      // Failures spread over addresses, as a botnet would: no address reaches its own limits.
      for (let i = 0; i < limits.accountDelayAfter + 2; i++) {
        expect((await login(student.email, 'wrong-password', `10.0.7.${i}`)).status).toBe(401);
      }
      const sleptBefore = t.clock.slept.length;
      const owner = await login(student.email, student.password, '10.0.7.200');
      expect(owner.status).toBe(200);
      const waits = t.clock.slept.slice(sleptBefore);
      expect(waits).toHaveLength(1);
      expect(waits[0]).toBeGreaterThan(0);
      expect(waits[0]).toBeLessThanOrEqual(limits.accountMaxDelayMs);
    });

    it('does not delay an account with only a few failures', async () => {
      const student = await t.factories.buildStudent();
      await login(student.email, 'wrong-password', '10.0.8.1');
      const sleptBefore = t.clock.slept.length;
      expect((await login(student.email, student.password, '10.0.8.2')).status).toBe(200);
      expect(t.clock.slept.length).toBe(sleptBefore);
    });

    it('lets the account in again from that address once the window has passed', async () => {
      const student = await t.factories.buildStudent();
      for (let i = 0; i < limits.perAccountAndIp; i++) await login(student.email, 'wrong-password', '10.0.2.1');
      expect((await login(student.email, student.password, '10.0.2.1')).status).toBe(429);

      t.clock.advance(limits.windowMs + 1);
      expect((await login(student.email, student.password, '10.0.2.1')).status).toBe(200);
    });

    it('clears the count for the account and address on a successful login', async () => {
      const student = await t.factories.buildStudent();
      // Without the clearing, the fourth attempt from this address would be refused.
      for (let round = 0; round < 2; round++) {
        await login(student.email, 'wrong-password', '10.0.3.1');
        await login(student.email, 'wrong-password', '10.0.3.1');
        expect((await login(student.email, student.password, '10.0.3.1')).status).toBe(200);
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

describeEachDatabase(
  'login throttling behind a reverse proxy',
  (t) => {
    const viaProxy = (email: string, password: string, client: string) =>
      t.api('POST', '/api/login', {
        body: { email, password },
        remoteAddress: '10.99.0.1',
        headers: { 'x-forwarded-for': client },
      });

    it("counts the pupil's address from X-Forwarded-For with TRUST_PROXY, so one pupil's failures do not lock out the others", async () => {
      const student = await t.factories.buildStudent();
      for (let i = 0; i < limits.perIp; i++) await viaProxy(`nobody-${i}@test.example`, 'wrong', '203.0.113.7');
      expect((await viaProxy(student.email, student.password, '203.0.113.7')).status).toBe(429);
      expect((await viaProxy(student.email, student.password, '203.0.113.8')).status).toBe(200);
    });
  },
  { loginLimits: limits, trustProxy: 1 },
);
