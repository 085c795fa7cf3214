import { errorEnvelopeSchema, textEntrySchema, textOverridesSchema, textPageSchema } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import { loadShippedCatalogue } from './load-shipped-texts.ts';
import { createTextsService } from './texts.service.ts';

const LOGIN = 'auth.loginSubmit';
const COUNTER = 'ui.imageViewer.counter';
const RESET_BODY = 'mail.passwordReset.body';

const put = (t: TestContext, user: TestUser, key: string, body: unknown) =>
  t.api('PUT', `/api/admin/texts/${encodeURIComponent(key)}`, { token: user.token, body });
const reset = (t: TestContext, user: TestUser, key: string) =>
  t.api('DELETE', `/api/admin/texts/${encodeURIComponent(key)}`, { token: user.token });
const overrides = async (t: TestContext, locale = 'ru-RU') =>
  dataOf(await t.api('GET', `/api/texts/overrides?locale=${locale}`), textOverridesSchema).texts;

async function auditOf(t: TestContext, action: string) {
  const rows = await t.database.db
    .selectFrom('audit_log')
    .select(['user_id', 'target_type', 'meta'])
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, meta: typeof row.meta === 'string' ? JSON.parse(row.meta) : row.meta }));
}

describeEachDatabase('texts', (t) => {
  describe('the admin’s list and one key', () => {
    it('lists the shipped interface texts with each locale’s text, the mail templates with their placeholders', async () => {
      const admin = await t.factories.buildAdmin();

      const found = dataOf(
        await t.api('GET', '/api/admin/texts?q=loginSubmit', { token: admin.token }),
        textPageSchema,
      );
      const mail = dataOf(await t.api('GET', '/api/admin/texts?kind=mail', { token: admin.token }), textPageSchema);

      expect(found.items.map((entry) => entry.key)).toContain(LOGIN);
      const login = found.items.find((entry) => entry.key === LOGIN);
      expect(login?.shipped).toEqual({ 'ru-RU': 'Войти', 'en-US': expect.any(String), 'uk-UA': expect.any(String) });
      expect(mail.items.map((entry) => entry.key)).toEqual(['mail.passwordReset.body', 'mail.passwordReset.subject']);
      expect(mail.items[0]?.placeholders).toEqual(['code', 'minutes']);
    });

    it('searches the shipped texts, filters by a key prefix and pages the answer', async () => {
      const admin = await t.factories.buildAdmin();

      const byText = dataOf(
        await t.api('GET', '/api/admin/texts?q=Забыли%20пароль', { token: admin.token }),
        textPageSchema,
      );
      const byPrefix = dataOf(
        await t.api('GET', '/api/admin/texts?prefix=auth.&per_page=5&page=2', { token: admin.token }),
        textPageSchema,
      );

      expect(byText.items.map((entry) => entry.key)).toContain('auth.forgotPassword');
      expect(byPrefix.items).toHaveLength(5);
      expect(byPrefix.page).toBe(2);
      expect(byPrefix.items.every((entry) => entry.key.startsWith('auth.'))).toBe(true);
      expect(byPrefix.total).toBeGreaterThan(10);
    });

    it('answers 404 for a key that ships no text', async () => {
      const admin = await t.factories.buildAdmin();

      const response = await t.api('GET', '/api/admin/texts/no.such.key', { token: admin.token });

      expect(response.status).toBe(404);
    });
  });

  describe('overriding and resetting', () => {
    it('saves an override that the public answer carries to a signed-out visitor, and the overridden filter finds it', async () => {
      const admin = await t.factories.buildAdmin();

      const saved = dataOf(await put(t, admin, LOGIN, { 'ru-RU': 'Заходи' }), textEntrySchema);
      const onlyOverridden = dataOf(
        await t.api('GET', '/api/admin/texts?overridden=true&prefix=auth.', { token: admin.token }),
        textPageSchema,
      );

      expect(saved.overrides['ru-RU']).toMatchObject({ value: 'Заходи', updated_by: admin.id });
      expect(saved.overrides['en-US']).toBeNull();
      expect(await overrides(t)).toMatchObject({ [LOGIN]: 'Заходи' });
      expect(await overrides(t, 'en-US')).not.toHaveProperty(LOGIN);
      expect(onlyOverridden.items.map((entry) => entry.key)).toEqual([LOGIN]);
      await reset(t, admin, LOGIN);
    });

    it('records the changed locales’ before and after, and a reset with what it removed', async () => {
      const admin = await t.factories.buildAdmin();
      await put(t, admin, LOGIN, { 'ru-RU': 'Вперёд', 'en-US': 'Go' });

      await put(t, admin, LOGIN, { 'ru-RU': 'Вперёд', 'en-US': 'Go on', 'uk-UA': null });
      const back = dataOf(await reset(t, admin, LOGIN), textEntrySchema);

      const [update] = await auditOf(t, 'text.update');
      expect(update).toMatchObject({
        user_id: admin.id,
        target_type: 'text',
        meta: { key: LOGIN, before: { 'en-US': 'Go' }, after: { 'en-US': 'Go on' } },
      });
      const [resetRecord] = await auditOf(t, 'text.reset');
      expect(resetRecord?.meta).toEqual({ key: LOGIN, before: { 'ru-RU': 'Вперёд', 'en-US': 'Go on' } });
      expect(back.overrides).toEqual({ 'ru-RU': null, 'en-US': null, 'uk-UA': null });
      expect(await overrides(t)).not.toHaveProperty(LOGIN);
    });

    it('removes one locale’s override with null and keeps the others', async () => {
      const admin = await t.factories.buildAdmin();
      await put(t, admin, LOGIN, { 'ru-RU': 'Заходи', 'uk-UA': 'Заходь' });

      const entry = dataOf(await put(t, admin, LOGIN, { 'ru-RU': null }), textEntrySchema);

      expect(entry.overrides['ru-RU']).toBeNull();
      expect(entry.overrides['uk-UA']?.value).toBe('Заходь');
      await reset(t, admin, LOGIN);
    });

    it('refuses an override without a placeholder of the shipped text with 422 naming it, and saves nothing', async () => {
      const admin = await t.factories.buildAdmin();

      const response = await put(t, admin, COUNTER, {
        'ru-RU': '{{current}} из многих',
        'en-US': '{{current}} of {{total}}',
      });

      expect(response.status).toBe(422);
      const [field] = errorOf(response).fields ?? [];
      expect(field).toMatchObject({ field: 'ru-RU', code: 'TEXT_PLACEHOLDER_MISSING' });
      expect(field?.message['ru-RU']).toContain('{{total}}');
      expect(errorOf(response).fields).toHaveLength(1);
      const entry = dataOf(await t.api('GET', `/api/admin/texts/${COUNTER}`, { token: admin.token }), textEntrySchema);
      expect(entry.overrides).toEqual({ 'ru-RU': null, 'en-US': null, 'uk-UA': null });
    });

    it('refuses a placeholder the shipped text does not have, a blank text and one over the limit', async () => {
      const admin = await t.factories.buildAdmin();

      const unknown = await put(t, admin, COUNTER, { 'ru-RU': '{{current}} из {{total}}, {{name}}' });
      const blank = await put(t, admin, LOGIN, { 'ru-RU': '   ' });
      const long = await put(t, admin, LOGIN, { 'ru-RU': 'я'.repeat(5001) });

      expect(errorOf(unknown).fields?.[0]).toMatchObject({ field: 'ru-RU', code: 'TEXT_PLACEHOLDER_UNKNOWN' });
      expect(errorOf(unknown).fields?.[0]?.message['en-US']).toContain('{{name}}');
      expect(errorOf(blank).fields?.[0]).toMatchObject({ field: 'ru-RU', code: 'FIELD_REQUIRED' });
      expect(errorOf(long).fields?.[0]).toMatchObject({ field: 'ru-RU', code: 'FIELD_TOO_LONG' });
      expect(await overrides(t)).not.toHaveProperty(LOGIN);
    });

    it('lets only admins write: a teacher and a student get 403, a visitor 401', async () => {
      const teacher = await t.factories.buildTeacher();
      const student = await t.factories.buildStudent();

      expect((await put(t, teacher, LOGIN, { 'ru-RU': 'X' })).status).toBe(403);
      expect((await put(t, student, LOGIN, { 'ru-RU': 'X' })).status).toBe(403);
      const visitor = await t.api('PUT', `/api/admin/texts/${LOGIN}`, { body: { 'ru-RU': 'X' } });
      expect(visitor.status).toBe(401);
      expect(errorEnvelopeSchema.safeParse(visitor.body).success).toBe(true);
      expect(await overrides(t)).not.toHaveProperty(LOGIN);
    });
  });

  describe('the password reset mail', () => {
    it('is composed from the admin’s override of its template, and from the shipped one after a reset', async () => {
      const admin = await t.factories.buildAdmin();
      const student = await t.factories.buildStudent();
      const mailTo = async () => {
        await t.api('POST', '/api/reset', { body: { email: student.email, lang: 'ru-RU' }, remoteAddress: '10.9.9.9' });
        await t.drainJobs();
        return t.database.db
          .selectFrom('mail_outbox')
          .select(['subject', 'text'])
          .where('to_address', '=', student.email)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
      };

      await put(t, admin, RESET_BODY, { 'ru-RU': 'Код: {{code}}. Ждём вас {{minutes}} минут!' });
      const overridden = await mailTo();
      await reset(t, admin, RESET_BODY);
      const shipped = await mailTo();

      expect(overridden.text).toMatch(/^Код: \d{6}\. Ждём вас 15 минут!$/);
      expect(overridden.subject).toBe('Умка: код для восстановления пароля');
      expect(shipped.text).toMatch(/^Ваш код для восстановления пароля: \d{6}\n/);
      expect(await overrides(t)).not.toHaveProperty(RESET_BODY);
    });
  });

  describe('the public answer', () => {
    it('answers a signed-out visitor with an ETag, and 304 to a browser that holds the same answer', async () => {
      const first = await t.api('GET', '/api/texts/overrides?locale=uk-UA');
      const etag = String(first.headers.etag);

      const again = await t.api('GET', '/api/texts/overrides?locale=uk-UA', { headers: { 'if-none-match': etag } });

      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(again.status).toBe(304);
      expect(again.raw).toBe('');
    });

    it('refuses an unknown locale with 422', async () => {
      expect((await t.api('GET', '/api/texts/overrides?locale=de-DE')).status).toBe(422);
    });

    it('reads no shipped text to answer a locale nobody has overridden, and reads them once for an admin', async () => {
      let loads = 0;
      const service = createTextsService({
        database: t.database,
        audit: { record: async () => undefined },
        clock: t.clock.now,
        loadCatalogue: () => {
          loads += 1;
          return loadShippedCatalogue();
        },
      });

      expect((await service.publicOverrides('uk-UA')).data.texts).toEqual({});
      expect(loads).toBe(0);
      await service.get(LOGIN);
      await service.get(LOGIN);
      expect(loads).toBe(1);
    });

    it('reaches another instance’s memory once its short cache has lapsed', async () => {
      const admin = await t.factories.buildAdmin();
      const other = createTextsService({
        database: t.database,
        audit: { record: async () => undefined },
        clock: t.clock.now,
        loadCatalogue: loadShippedCatalogue,
        cacheMs: 5000,
      });
      expect((await other.publicOverrides('ru-RU')).data.texts).not.toHaveProperty(LOGIN);

      await put(t, admin, LOGIN, { 'ru-RU': 'Заходи' });
      const stale = (await other.publicOverrides('ru-RU')).data.texts;
      t.clock.advance(5001);
      const fresh = (await other.publicOverrides('ru-RU')).data.texts;

      expect(stale).not.toHaveProperty(LOGIN);
      expect(fresh).toMatchObject({ [LOGIN]: 'Заходи' });
      await reset(t, admin, LOGIN);
    });
  });
});
