import {
  loginResultSchema,
  PAGE_SESSION_COOKIE,
  type PictureId,
  pictureLoginClassSchema,
  pictureLoginSettingsSchema,
  pictureResetResultSchema,
  TOKEN_HEADER,
} from '@umka/contracts';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { dataOf, describeEachDatabase, errorOf, type TestContext } from '../../test/harness.ts';
import type { LoginThrottleLimits } from '../auth/login-throttle.ts';
import { shortName } from './picture-login.policy.ts';
import { createPictureKeys, drawSequence } from './picture-seal.ts';

const limits: LoginThrottleLimits = {
  perAccountAndIp: 3,
  perIp: 50,
  windowMs: 60_000,
  accountDelayAfter: 20,
  accountBaseDelayMs: 250,
  accountMaxDelayMs: 2000,
};

/** A class of the teacher with the setting on and one student whose pictures the teacher has just set. */
async function openClass(t: TestContext, options: { active?: boolean } = {}) {
  const teacher = await t.factories.buildTeacher();
  const student = await t.factories.buildStudent(options.active === false ? { active: false } : {});
  const group = await t.factories.buildGroup({ teacher, students: [student] });
  const settings = dataOf(
    await t.api('PUT', `/api/groups/${group.id}/picture-login`, { token: teacher.token, body: { enabled: true } }),
    pictureLoginSettingsSchema,
  );
  const reset = dataOf(
    await t.api('POST', `/api/groups/${group.id}/picture-login/students/${student.id}`, { token: teacher.token }),
    pictureResetResultSchema,
  );
  return { teacher, student, group, code: settings.code ?? '', pictures: reset.pictures };
}

/** Another sequence than the right one, differing in its last picture only. */
function wrong(pictures: readonly PictureId[]): PictureId[] {
  return [...pictures.slice(0, 2), pictures[2] === 'sun' ? 'cat' : 'sun'] as PictureId[];
}

describeEachDatabase(
  'picture passwords',
  (t) => {
    const login = (body: { code: string; student_id: number; pictures: readonly string[] }, ip = '10.9.0.1') =>
      t.api('POST', '/api/picture-login', { body, remoteAddress: ip });

    it('logs a student in by the class code, their name and their three pictures, exactly as a password login does', async () => {
      const { student, code, pictures } = await openClass(t);
      const listed = dataOf(await t.api('GET', `/api/picture-login/classes/${code}`), pictureLoginClassSchema);
      expect(listed.students).toEqual([
        { id: student.id, name: `${student.first_name} ${student.last_name[0]}.`, avatar: null },
      ]);

      const response = await login({ code, student_id: student.id, pictures });
      expect(response.status).toBe(200);
      expect(dataOf(response, loginResultSchema).user).toMatchObject({ id: student.id, role_id: 3 });
      const token = String(response.headers[TOKEN_HEADER]);
      expect(String(response.headers['set-cookie'])).toContain(`${PAGE_SESSION_COOKIE}=${token}`);
      expect((await t.api('GET', '/api/me', { token })).status).toBe(200);
      const audit = await t.database.db
        .selectFrom('audit_log')
        .select(['action', 'meta'])
        .where('user_id', '=', student.id)
        .where('action', '=', 'auth.login')
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(audit.meta)).toContain('pictures');
    });

    it('accepts the code typed in lower case with a dash, as a child may type it off the card', async () => {
      const { student, code, pictures } = await openClass(t);
      const typed = `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase();
      expect((await t.api('GET', `/api/picture-login/classes/${typed}`)).status).toBe(200);
      expect((await login({ code: typed, student_id: student.id, pictures })).status).toBe(200);
    });

    it('refuses a wrong sequence with the same answer as a wrong password', async () => {
      const { student, code, pictures } = await openClass(t);
      const response = await login({ code, student_id: student.id, pictures: wrong(pictures) });
      expect(response.status).toBe(401);
      expect(errorOf(response).code).toBe('INVALID_CREDENTIALS');
    });

    it('keeps only an argon2id hash of the sequence and a sealed copy, never the sequence itself', async () => {
      const { student, pictures } = await openClass(t);
      const row = await t.database.db
        .selectFrom('picture_secrets')
        .selectAll()
        .where('student_id', '=', student.id)
        .executeTakeFirstOrThrow();
      expect(row.secret_hash.startsWith('$argon2id$')).toBe(true);
      for (const stored of [row.secret_hash, row.sealed_sequence]) {
        expect(stored).not.toContain(pictures.join(' '));
        for (const picture of pictures) expect(stored).not.toContain(picture);
      }
    });

    it('locks the student for that address after as many failures as a password login allows', async () => {
      const { student, code, pictures } = await openClass(t);
      for (let i = 0; i < limits.perAccountAndIp; i++) {
        expect((await login({ code, student_id: student.id, pictures: wrong(pictures) }, '10.9.1.1')).status).toBe(401);
      }
      const locked = await login({ code, student_id: student.id, pictures }, '10.9.1.1');
      expect(locked.status).toBe(429);
      expect(errorOf(locked).code).toBe('TOO_MANY_ATTEMPTS');
      // Another address is not locked out, as with passwords: nobody can lock a child out of their class.
      expect((await login({ code, student_id: student.id, pictures }, '10.9.1.2')).status).toBe(200);
    });

    it('refuses a blocked student the way a password login does', async () => {
      const { student, code, pictures } = await openClass(t, { active: false });
      const response = await login({ code, student_id: student.id, pictures });
      expect(errorOf(response).code).toBe('USER_BLOCKED');
      const passwordLogin = await t.api('POST', '/api/login', {
        body: { email: student.email, password: student.password },
      });
      expect(response.status).toBe(passwordLogin.status);
    });

    it('refuses a student of another class with the class code of this one', async () => {
      const { code, teacher } = await openClass(t);
      const other = await openClass(t);
      const response = await login({ code, student_id: other.student.id, pictures: other.pictures });
      expect(response.status).toBe(401);
      expect(errorOf(response).code).toBe('INVALID_CREDENTIALS');
      expect(teacher.id).not.toBe(other.teacher.id);
    });

    it('answers neither the list nor a login once the teacher turns the setting off', async () => {
      const { teacher, student, group, code, pictures } = await openClass(t);
      await t.api('PUT', `/api/groups/${group.id}/picture-login`, { token: teacher.token, body: { enabled: false } });
      const listed = await t.api('GET', `/api/picture-login/classes/${code}`);
      expect(listed.status).toBe(404);
      expect(errorOf(listed).code).toBe('NOT_FOUND');
      expect((await login({ code, student_id: student.id, pictures })).status).toBe(401);
    });

    it('answers an unknown code and a deleted class with the same 404', async () => {
      const unknown = await t.api('GET', '/api/picture-login/classes/ZZZZ2222');
      expect(unknown.status).toBe(404);
      const { teacher, group, code } = await openClass(t);
      await t.api('DELETE', `/api/groups/${group.id}`, { token: teacher.token });
      const deleted = await t.api('GET', `/api/picture-login/classes/${code}`);
      expect(deleted.status).toBe(404);
      expect(deleted.body).toEqual(unknown.body);
    });

    it('refuses a malformed code with a 422 naming the field', async () => {
      const response = await t.api('GET', '/api/picture-login/classes/no!');
      expect(response.status).toBe(422);
      expect(JSON.stringify(errorOf(response))).toContain('code');
    });

    it('lets only the class teacher and admins manage the setting, the code, the pictures and the cards', async () => {
      const { group, student } = await openClass(t);
      const stranger = await t.factories.buildTeacher();
      const admin = await t.factories.buildAdmin();
      const calls = [
        ['GET', `/api/groups/${group.id}/picture-login`],
        ['POST', `/api/groups/${group.id}/picture-login/code`],
        ['POST', `/api/groups/${group.id}/picture-login/students/${student.id}`],
        ['GET', `/api/groups/${group.id}/picture-login/cards`],
      ] as const;
      for (const [method, url] of calls) {
        expect((await t.api(method, url, { token: stranger.token })).status).toBe(403);
        expect((await t.api(method, url, { token: student.token })).status).toBe(403);
        expect((await t.api(method, url, { token: admin.token })).status).toBe(200);
      }
      const toggle = await t.api('PUT', `/api/groups/${group.id}/picture-login`, {
        token: stranger.token,
        body: { enabled: false },
      });
      expect(toggle.status).toBe(403);
    });

    it('refuses to set pictures of a student who is not in the class', async () => {
      const { teacher, group } = await openClass(t);
      const outsider = await t.factories.buildStudent();
      const response = await t.api('POST', `/api/groups/${group.id}/picture-login/students/${outsider.id}`, {
        token: teacher.token,
      });
      expect(response.status).toBe(404);
    });

    it('records a reset of pictures with before and after, without the pictures themselves', async () => {
      const { teacher, student, group, pictures } = await openClass(t);
      const again = await t.api('POST', `/api/groups/${group.id}/picture-login/students/${student.id}`, {
        token: teacher.token,
      });
      expect(again.status).toBe(200);
      const rows = await t.database.db
        .selectFrom('audit_log')
        .select(['meta'])
        .where('user_id', '=', teacher.id)
        .where('action', '=', 'picture-login.resetPictures')
        .execute();
      expect(rows).toHaveLength(2);
      const meta = JSON.stringify(rows.map((row) => (typeof row.meta === 'string' ? JSON.parse(row.meta) : row.meta)));
      expect(meta).toContain('"before":{"has_pictures":true}');
      for (const picture of pictures) expect(meta).not.toContain(picture);
    });

    it('shows the teacher each student’s pictures and a new code that replaces the old one', async () => {
      const { teacher, student, group, code, pictures } = await openClass(t);
      const settings = dataOf(
        await t.api('GET', `/api/groups/${group.id}/picture-login`, { token: teacher.token }),
        pictureLoginSettingsSchema,
      );
      expect(settings).toMatchObject({ enabled: true, code, students: [{ id: student.id, pictures }] });
      const renewed = dataOf(
        await t.api('POST', `/api/groups/${group.id}/picture-login/code`, { token: teacher.token }),
        pictureLoginSettingsSchema,
      );
      expect(renewed.code).not.toBe(code);
      expect((await t.api('GET', `/api/picture-login/classes/${code}`)).status).toBe(404);
      expect((await login({ code: renewed.code ?? '', student_id: student.id, pictures })).status).toBe(200);
    });

    it('prints a card for every student, drawing pictures for those who had none', async () => {
      const { teacher, group } = await openClass(t);
      const newcomer = await t.factories.buildStudent();
      await t.api('POST', `/api/groups/${group.id}/students`, {
        token: teacher.token,
        body: { student_id: newcomer.id },
      });
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/groups/${group.id}/picture-login/cards`,
        headers: { authorization: `Bearer ${teacher.token}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const pdf = await PDFDocument.load(response.rawPayload);
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getTitle()).toBe(`Вход по картинкам: ${group.title}`);
      const settings = dataOf(
        await t.api('GET', `/api/groups/${group.id}/picture-login`, { token: teacher.token }),
        pictureLoginSettingsSchema,
      );
      expect(settings.students.every((entry) => entry.pictures?.length === 3)).toBe(true);
    });

    it('refuses to print cards while the setting is off', async () => {
      const teacher = await t.factories.buildTeacher();
      const group = await t.factories.buildGroup({ teacher });
      const response = await t.api('GET', `/api/groups/${group.id}/picture-login/cards`, { token: teacher.token });
      expect(response.status).toBe(409);
      expect(errorOf(response).code).toBe('PICTURE_LOGIN_OFF');
    });
  },
  { loginLimits: limits },
);

describe('picture keys', () => {
  const keys = createPictureKeys('a-server-secret-long-enough-for-the-tests');

  it('opens a sealed sequence for its own student only', () => {
    const sealed = keys.seal(7, ['sun', 'cat', 'apple']);
    expect(keys.unseal(7, sealed)).toEqual(['sun', 'cat', 'apple']);
    expect(keys.unseal(8, sealed)).toBeNull();
    expect(createPictureKeys('another-secret').unseal(7, sealed)).toBeNull();
  });

  it('hashes the same sequence differently for different students', () => {
    expect(keys.secretOf(1, ['sun', 'cat', 'apple'])).not.toBe(keys.secretOf(2, ['sun', 'cat', 'apple']));
  });

  it('draws three different pictures', () => {
    for (let i = 0; i < 50; i++) expect(new Set(drawSequence()).size).toBe(3);
  });

  it('shortens a name to the first name and the last initial', () => {
    expect(shortName({ first_name: 'Маша', last_name: 'иванова' })).toBe('Маша И.');
    expect(shortName({ first_name: 'Tom', last_name: '' })).toBe('Tom');
  });
});
