import { type Endpoint, STAFF_ROLES } from '@umka/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { AuthUser } from './access.ts';
import type { AuditEntry, AuditedUpload, AuditLog } from './audit.ts';

/**
 * Staff writes that leave no audit entry, each with the reason. Everything else an admin or a teacher changes
 * is logged: by the service's own record where it has one, else by the generic record below.
 */
export const NOT_AUDITED: Readonly<Record<string, string>> = {
  'auth.logout': 'ends the caller’s own session; no data an admin manages changes',
  'chat.send': 'a private message: the chat keeps it, and copying its text into the log would spread it',
  'chat.markRead': 'a read mark on the caller’s own chat',
  'voice-recordings.heard': 'a read mark: the teacher has listened to a recording',
  'users.markGuideWatched': 'the caller’s own “seen” mark of a guide video',
  'online.create': 'an online game room lives in memory for the game only; nothing is stored',
  'online.join': 'an online game room lives in memory for the game only; nothing is stored',
  'online.command': 'a move in an online game; nothing is stored',
  'online.invite': 'an invitation to an online game; nothing is stored',
  'math-tasks.tryOut': 'a preview of a trainer round; nothing is stored',
  'reading-texts.tryOut': 'a preview of a trainer round; nothing is stored',
  'speech-cards.tryOut': 'a preview of a trainer round; nothing is stored',
  'trainer-words.tryOut': 'a preview of a trainer round; nothing is stored',
  'trainer-words.memoTryOut': 'a preview of a trainer round; nothing is stored',
  'student-import.check': 'a dry run of an import that writes nothing; the commit records `students.import`',
};

/** Fields whose values never reach the log, whatever endpoint sends them. */
const SECRET_FIELD = /password|secret|token/i;
export const REDACTED = '•••';
/** Longer texts (a news body, a lesson's HTML) are cut: the log says what changed, the object keeps the rest. */
const MAX_TEXT = 500;

function isStaffWrite(endpoint: Endpoint, user: AuthUser | null): user is AuthUser {
  return endpoint.method !== 'GET' && user !== null && STAFF_ROLES.includes(user.role_id);
}

function redacted(value: unknown): unknown {
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (Array.isArray(value)) return value.map(redacted);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, SECRET_FIELD.test(key) ? REDACTED : redacted(item)]),
    );
  }
  return value;
}

function numericId(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** The id an answer carries: its own, or that of the one object it wraps (`{ model: { id } }`). */
function answeredId(answer: unknown): number | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const own = numericId((answer as { id?: unknown }).id);
  if (own !== null) return own;
  const values = Object.values(answer);
  const [only] = values;
  return values.length === 1 && typeof only === 'object' && only !== null
    ? numericId((only as { id?: unknown }).id)
    : null;
}

/**
 * The object of a generic record: what a create answers (its `id`), else the path's `:id`, else its only
 * numeric parameter (`/distribution/:studentId`).
 */
function targetIdOf(endpoint: Endpoint, params: Record<string, unknown>, answer: unknown): number | null {
  const answered = answeredId(answer);
  if (endpoint.status === 201 && answered !== null) return answered;
  const fromPath = numericId(params.id);
  if (fromPath !== null) return fromPath;
  const numeric = Object.values(params)
    .map(numericId)
    .filter((id) => id !== null);
  if (numeric.length === 1) return numeric[0] ?? null;
  return answered;
}

export interface StaffWrite {
  endpoint: Endpoint;
  user: AuthUser;
  params: unknown;
  body: unknown;
  ip: string;
  answer: unknown;
  /** The files the request uploaded (auditedUploadsOf). */
  uploads: readonly AuditedUpload[];
}

/** The generic entry: the endpoint's name as the action, the request as `after` (secrets masked, files named). */
export function staffWriteEntry({ endpoint, user, params, body, ip, answer, uploads }: StaffWrite): AuditEntry {
  const pathParams = (params ?? {}) as Record<string, unknown>;
  const after: Record<string, unknown> = {};
  if (Array.isArray(body)) after.items = redacted(body);
  else if (body !== null && typeof body === 'object') Object.assign(after, redacted(body));
  if (uploads.length > 0) after.files = [...uploads];
  const meta: Record<string, unknown> = {};
  if (Object.keys(after).length > 0) meta.after = after;
  if (Object.keys(pathParams).length > 0) meta.params = pathParams;
  return {
    user_id: user.id,
    action: endpoint.id,
    target_type: endpoint.area,
    target_id: targetIdOf(endpoint, pathParams, answer),
    ip,
    meta: Object.keys(meta).length > 0 ? meta : null,
  };
}

export interface StaffWriteAudit {
  /**
   * Before a handler runs: for a staff write that needs a record, the audit log's newest id, the mark its service's
   * own record would pass; null at once for anything else (reads, students' writes, NOT_AUDITED), so those pay
   * not even a promise.
   */
  beforeWrite(endpoint: Endpoint, user: AuthUser | null): Promise<number> | null;
  /** After it succeeded: the generic record, unless its service wrote one past the mark. */
  afterSuccess(write: Omit<StaffWrite, 'user'> & { user: AuthUser | null; mark: number }): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    staffWriteAudit: StaffWriteAudit;
  }
}

/**
 * The generic record is written after the handler's own transaction committed, not inside it: the serve layer
 * does not see a service's transaction. A failed insert then is logged and the answer stays a success, since
 * the change itself is made and a retry would repeat it (docs/AUDIT.md). Whether the service recorded is read
 * from the log itself: an entry of the same user past the mark taken before the handler. Two writes of one
 * admin at the same moment may then share a service's entry and leave the generic one out; the services' own
 * records, the ones that carry before and after, are never lost.
 */
export function registerStaffWriteAudit(app: FastifyInstance, deps: { database: Database; audit: AuditLog }): void {
  const { db } = deps.database;
  const audit: StaffWriteAudit = {
    beforeWrite(endpoint, user) {
      if (!isStaffWrite(endpoint, user) || endpoint.id in NOT_AUDITED) return null;
      return db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
        .then((newest) => Number(newest?.id ?? 0));
    },
    async afterSuccess({ mark, ...write }) {
      const { endpoint, user } = write;
      if (!isStaffWrite(endpoint, user)) return;
      try {
        const own = await db
          .selectFrom('audit_log')
          .select('id')
          .where('id', '>', mark)
          .where('user_id', '=', user.id)
          .limit(1)
          .executeTakeFirst();
        if (own) return;
        await deps.audit.record(db, staffWriteEntry({ ...write, user }));
      } catch (error) {
        app.log.error({ err: error, endpoint: endpoint.id }, 'the audit record of a staff write failed');
      }
    },
  };
  app.decorate('staffWriteAudit', audit);
}
