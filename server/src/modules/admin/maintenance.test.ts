import { clientConfigSchema, maintenanceSchema } from '@umka/contracts';
import { expect, it } from 'vitest';
import { dataOf, describeEachDatabase, errorOf, UK_HOST } from '../../test/harness.ts';

describeEachDatabase(
  'maintenance mode',
  (t) => {
    it('answers 503 MAINTENANCE_MODE_ACTIVE to everyone but admins while on, and lets them switch it off', async () => {
      const admin = await t.factories.buildAdmin();
      const student = await t.factories.buildStudent();
      const teacher = await t.factories.buildTeacher();

      const on = await t.api('PUT', '/api/admin/maintenance', { token: admin.token, body: { enabled: true } });
      expect(dataOf(on, maintenanceSchema)).toEqual({ enabled: true });

      for (const [token, url] of [
        [student.token, '/api/me'],
        [teacher.token, `/api/teachers/${teacher.id}/groups`],
        [undefined, '/api/subjects'],
        [undefined, '/api/me'],
        [student.token, '/api/no-such-route'],
      ] as const) {
        const response = await t.api('GET', url, token ? { token } : {});
        expect(response.status, url).toBe(503);
        expect(errorOf(response).message['ru-RU']).toBe('Идут технические работы. Зайдите чуть позже');
      }

      expect((await t.api('GET', '/api/health')).status).toBe(200);
      const config = dataOf(await t.api('GET', '/api/client-config'), clientConfigSchema);
      expect(config.maintenance).toBe(true);
      const adminLogin = await t.api('POST', '/api/login', { body: { email: admin.email, password: admin.password } });
      expect(adminLogin.status).toBe(200);
      expect((await t.api('GET', '/api/users', { token: admin.token })).status).toBe(200);

      await t.api('PUT', '/api/admin/maintenance', { token: admin.token, body: { enabled: false } });
      expect((await t.api('GET', '/api/me', { token: student.token })).status).toBe(200);
    });

    it('follows a switch made by another instance, because the flag lives in the database', async () => {
      const student = await t.factories.buildStudent();
      await t.database.db.updateTable('settings').set({ value: 'true' }).where('key', '=', 'maintenance').execute();
      expect((await t.api('GET', '/api/me', { token: student.token })).status).toBe(503);
      await t.database.db.updateTable('settings').set({ value: 'false' }).where('key', '=', 'maintenance').execute();
      expect((await t.api('GET', '/api/me', { token: student.token })).status).toBe(200);
    });

    it('forces the Ukrainian locale for a partner host only', async () => {
      const partner = dataOf(
        await t.api('GET', '/api/client-config', { headers: { host: UK_HOST } }),
        clientConfigSchema,
      );
      expect(partner.forced_locale).toBe('uk-UA');
      const other = dataOf(
        await t.api('GET', '/api/client-config', { headers: { host: 'umka.test' } }),
        clientConfigSchema,
      );
      expect(other.forced_locale).toBeNull();
    });
  },
  // Without the per-instance cache the test sees another instance's switch at once.
  { maintenanceCacheMs: 0 },
);

describeEachDatabase('maintenance flag cache', (t) => {
  it('keeps the flag for a couple of seconds per instance, then reads it again', async () => {
    const student = await t.factories.buildStudent();
    expect((await t.api('GET', '/api/me', { token: student.token })).status).toBe(200);
    await t.database.db.updateTable('settings').set({ value: 'true' }).where('key', '=', 'maintenance').execute();

    expect((await t.api('GET', '/api/me', { token: student.token })).status).toBe(200);
    t.clock.advance(2500);
    expect((await t.api('GET', '/api/me', { token: student.token })).status).toBe(503);
  });
});
