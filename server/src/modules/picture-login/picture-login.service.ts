import { randomInt } from 'node:crypto';
import {
  CLASS_CODE_ALPHABET,
  CLASS_CODE_LENGTH,
  type Locale,
  type PictureId,
  type PictureLoginBody,
  type PictureLoginClass,
  type PictureLoginSettings,
  type PictureResetResult,
  type User,
} from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { LoginThrottle } from '../auth/login-throttle.ts';
import type { GroupsPort } from '../groups/groups.port.ts';
import type { UsersPort } from '../users/users.port.ts';
import type { LoginCard } from './login-cards-pdf.ts';
import { assertManagesClassLogin, shortName } from './picture-login.policy.ts';
import {
  findClassLogin,
  findOpenClassByCode,
  findSecret,
  isCodeTaken,
  listClassSecrets,
  saveSecret,
  updateClassLogin,
} from './picture-login.repo.ts';
import { drawSequence, type PictureKeys } from './picture-seal.ts';

export interface PictureLoginService {
  classByCode(code: string, context: RequestContext): Promise<PictureLoginClass>;
  login(body: PictureLoginBody, context: RequestContext): Promise<{ user: User; token: string }>;
  settings(actor: AuthUser, groupId: number): Promise<PictureLoginSettings>;
  toggle(actor: AuthUser, groupId: number, enabled: boolean, context: RequestContext): Promise<PictureLoginSettings>;
  newCode(actor: AuthUser, groupId: number, context: RequestContext): Promise<PictureLoginSettings>;
  resetPictures(
    actor: AuthUser,
    groupId: number,
    studentId: number,
    context: RequestContext,
  ): Promise<PictureResetResult>;
  /** The class's login cards; a student without pictures yet gets them drawn first (an audited write). */
  cards(actor: AuthUser, groupId: number, origin: string, context: RequestContext): Promise<LoginCardsFile>;
}

export interface LoginCardsFile {
  bytes: Uint8Array;
  fileName: string;
}

/** The throttle's name for a student's picture password: no email has a `#`, so it never meets a password's. */
const throttleKey = (studentId: number) => `#pictures:${studentId}`;
/** Failed class-code lookups are counted like failed logins from the same address (the per-address limit). */
const lookupKey = (code: string) => `#class-code:${code}`;

export function createPictureLoginService(deps: {
  database: Database;
  hasher: PasswordHasher;
  keys: PictureKeys;
  throttle: LoginThrottle;
  audit: AuditLog;
  clock: Clock;
  auth: Pick<AuthService, 'loginWith'>;
  groups: Pick<GroupsPort, 'isMember'>;
  users: Pick<UsersPort, 'findUserById'>;
}): PictureLoginService {
  const { database, hasher, keys, audit } = deps;
  const { db } = database;

  async function freshCode(executor: Kysely<DB>): Promise<string> {
    for (;;) {
      const code = Array.from({ length: CLASS_CODE_LENGTH }, () => CLASS_CODE_ALPHABET[randomInt(31)]).join('');
      if (!(await isCodeTaken(executor, code))) return code;
    }
  }

  async function settingsOf(groupId: number): Promise<PictureLoginSettings> {
    const row = await findClassLogin(db, groupId);
    const students = await listClassSecrets(db, groupId);
    return {
      group_id: groupId,
      enabled: Boolean(row?.picture_login),
      code: row?.login_code ?? null,
      students: students.map((student) => ({
        id: student.id,
        name: `${student.first_name} ${student.last_name}`.trim(),
        pictures: student.sealed_sequence ? keys.unseal(student.id, student.sealed_sequence) : null,
      })),
    };
  }

  async function managed(actor: AuthUser, groupId: number) {
    return assertManagesClassLogin(actor, await findClassLogin(db, groupId));
  }

  /** Draws, hashes and seals a new sequence; the caller's transaction holds it and its audit row together. */
  async function setPictures(trx: Kysely<DB>, actor: AuthUser, studentId: number): Promise<PictureId[]> {
    const pictures = drawSequence();
    const secretHash = await hasher.hash(keys.secretOf(studentId, pictures));
    await saveSecret(trx, {
      student_id: studentId,
      secret_hash: secretHash,
      sealed_sequence: keys.seal(studentId, pictures),
      set_by: actor.id,
      now: deps.clock().toISOString(),
    });
    return pictures;
  }

  return {
    async classByCode(code, context) {
      const ip = context.ip ?? 'unknown';
      await deps.throttle.begin(lookupKey(code), ip);
      const row = await findOpenClassByCode(db, code);
      if (!row) {
        await deps.throttle.failed(lookupKey(code), ip);
        // A wrong code, a class with the setting off and a deleted class all answer the same.
        throw new AppError('NOT_FOUND');
      }
      await deps.throttle.succeeded(lookupKey(code), ip);
      const students = await listClassSecrets(db, row.id);
      return {
        title: row.title,
        // Only who can log in by pictures is listed: a blocked student or one without pictures would only fail.
        students: students
          .filter((student) => student.sealed_sequence !== null && Boolean(student.is_active))
          .map((student) => ({ id: student.id, name: shortName(student), avatar: student.avatar })),
      };
    },

    login(body, context) {
      return deps.auth.loginWith(
        {
          key: throttleKey(body.student_id),
          method: 'pictures',
          async check() {
            const secret = keys.secretOf(body.student_id, body.pictures);
            const row = await findOpenClassByCode(db, body.code);
            const member = row ? await deps.groups.isMember(db, row.id, body.student_id) : false;
            const stored = member ? await findSecret(db, body.student_id) : undefined;
            const user = stored ? await deps.users.findUserById(db, body.student_id) : undefined;
            // Every refusal spends one verification, so timing does not tell a wrong class from wrong pictures.
            if (!stored || !user) {
              await hasher.verifyDummy(secret);
              return { row: undefined, valid: false };
            }
            return { row: user, valid: await hasher.verify(stored.secret_hash, secret) };
          },
        },
        context,
      );
    },

    async settings(actor, groupId) {
      await managed(actor, groupId);
      return settingsOf(groupId);
    },

    async toggle(actor, groupId, enabled, context) {
      const before = await managed(actor, groupId);
      await database.transaction(async (trx) => {
        const code = before.login_code ?? (enabled ? await freshCode(trx) : undefined);
        await updateClassLogin(trx, groupId, { picture_login: enabled, ...(code ? { login_code: code } : {}) });
        await audit.record(trx, {
          user_id: actor.id,
          action: 'picture-login.toggle',
          target_type: 'group',
          target_id: groupId,
          ip: context.ip,
          meta: { before: { enabled: Boolean(before.picture_login) }, after: { enabled } },
        });
      });
      return settingsOf(groupId);
    },

    async newCode(actor, groupId, context) {
      const before = await managed(actor, groupId);
      await database.transaction(async (trx) => {
        const code = await freshCode(trx);
        await updateClassLogin(trx, groupId, { login_code: code });
        await audit.record(trx, {
          user_id: actor.id,
          action: 'picture-login.newCode',
          target_type: 'group',
          target_id: groupId,
          ip: context.ip,
          meta: { before: { code: before.login_code }, after: { code } },
        });
      });
      return settingsOf(groupId);
    },

    async resetPictures(actor, groupId, studentId, context) {
      await managed(actor, groupId);
      if (!(await deps.groups.isMember(db, groupId, studentId))) throw new AppError('NOT_FOUND');
      const hadPictures = (await findSecret(db, studentId)) !== undefined;
      const pictures = await database.transaction(async (trx) => {
        const drawn = await setPictures(trx, actor, studentId);
        // The log says that the pictures changed, never which they are.
        await audit.record(trx, {
          user_id: actor.id,
          action: 'picture-login.resetPictures',
          target_type: 'user',
          target_id: studentId,
          ip: context.ip,
          meta: { before: { has_pictures: hadPictures }, after: { has_pictures: true }, group_id: groupId },
        });
        return drawn;
      });
      return { student_id: studentId, pictures };
    },

    async cards(actor, groupId, origin, context) {
      const row = await managed(actor, groupId);
      if (!row.picture_login || !row.login_code) throw new AppError('PICTURE_LOGIN_OFF');
      const code = row.login_code;
      const students = await listClassSecrets(db, groupId);
      const sealedOf = (student: (typeof students)[number]) =>
        student.sealed_sequence ? keys.unseal(student.id, student.sealed_sequence) : null;
      // A sequence that no longer opens (the server's secret was changed) is drawn anew like a missing one.
      const missing = students.filter((student) => sealedOf(student) === null);
      const drawn = new Map<number, PictureId[]>();
      if (missing.length > 0) {
        await database.transaction(async (trx) => {
          for (const student of missing) drawn.set(student.id, await setPictures(trx, actor, student.id));
          await audit.record(trx, {
            user_id: actor.id,
            action: 'picture-login.resetPictures',
            target_type: 'group',
            target_id: groupId,
            ip: context.ip,
            meta: {
              before: { has_pictures: false },
              after: { has_pictures: true },
              reason: 'cards',
              student_ids: missing.map((student) => student.id),
            },
          });
        });
      }
      const teacher = await deps.users.findUserById(db, actor.id);
      const locale = (teacher?.locale ?? 'ru-RU') as Locale;
      const cards: LoginCard[] = students.flatMap((student) => {
        const pictures = drawn.get(student.id) ?? sealedOf(student);
        return pictures ? [{ name: shortName(student), pictures }] : [];
      });
      // pdf-lib and its font engine weigh ~20 MB once loaded: a process loads them with its first cards or certificate.
      const { renderLoginCardsPdf } = await import('./login-cards-pdf.ts');
      const bytes = await renderLoginCardsPdf({
        locale,
        classTitle: row.title,
        code,
        link: `${origin}/login/class/${code}`,
        cards,
      });
      return { bytes, fileName: `login-cards-${groupId}.pdf` };
    },
  };
}
