import {
  MAIL_TYPE,
  type Mailing,
  type MailingCreate,
  type MailingPreviewQuery,
  type MailTemplate,
} from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { invalidField } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobHandler, JobQueue } from '../../lib/jobs/job-queue.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { placesOf, toMailing, toMailTemplate } from './mail.mapper.ts';
import type { MailPort } from './mail.port.ts';
import { findTemplate, insertMailingMessages, listTemplates } from './mail.repo.ts';
import { advanceMailing, findMailing, firstNamesOf, insertMailing, listMailings } from './mailing.repo.ts';
import { type AudiencePorts, audienceOfQuery, createAudience } from './mailing-audience.ts';

/** The job that delivers one batch of a mailing and queues the next; its payload is `{ mailing_id }`. */
export const MAILING_JOB = 'mailing';
/** Recipients written per transaction: small enough to keep SQLite's write lock short. */
export const MAILING_BATCH = 500;
/** The mailings the admin page lists, newest first. */
const LISTED = 50;
/** What a mailing fills in each letter: the recipient's first name. A template asking for more is not offered. */
const MAILING_PLACES: ReadonlySet<string> = new Set(['name']);

/** A template every recipient's letter can be filled from (not one about a homework or a certificate). */
const fillableByMailing = (template: MailTemplate) =>
  Object.values(template.text).every((text) => placesOf(text ?? '').every((place) => MAILING_PLACES.has(place)));

export interface MailingService {
  list(): Promise<{ items: Mailing[] }>;
  preview(query: MailingPreviewQuery): Promise<{ count: number }>;
  templates(): Promise<MailTemplate[]>;
  create(actor: AuthUser, body: MailingCreate, context: RequestContext): Promise<Mailing>;
  /** The MAILING_JOB handler. */
  runBatch: JobHandler;
}

export function createMailingService(
  deps: AudiencePorts & {
    database: Database;
    clock: Clock;
    audit: AuditLog;
    jobs: Pick<JobQueue, 'enqueue' | 'wake'>;
    mail: Pick<MailPort, 'announce'>;
    batchSize?: number;
  },
): MailingService {
  const { database, audit } = deps;
  const { db, dialect } = database;
  const audience = createAudience(deps);
  const batchSize = deps.batchSize ?? MAILING_BATCH;

  async function shown(id: number): Promise<Mailing> {
    const row = await findMailing(db, id);
    if (!row) throw new Error(`the mailing ${id} is missing`);
    return toMailing(dialect, row);
  }

  return {
    async list() {
      return { items: (await listMailings(db, LISTED)).map((row) => toMailing(dialect, row)) };
    },

    async preview(query) {
      const target = audienceOfQuery(query);
      await audience.check(db, target, '');
      return { count: await audience.count(db, target) };
    },

    async templates() {
      return (await listTemplates(db)).map(toMailTemplate).filter(fillableByMailing);
    },

    async create(actor, body, context) {
      await audience.check(db, body.audience, 'audience.');
      if (body.template_id !== undefined) {
        const template = await findTemplate(db, body.template_id);
        if (!template || !fillableByMailing(toMailTemplate(template)))
          throw invalidField('template_id', 'FIELD_INVALID');
      }
      const id = await database.transaction(async (trx) => {
        const total = await audience.count(trx, body.audience);
        const mailingId = await insertMailing(trx, {
          text_ru: body.text?.['ru-RU'] ?? null,
          text_en: body.text?.['en-US'] || null,
          text_uk: body.text?.['uk-UA'] || null,
          template_id: body.template_id ?? null,
          audience: body.audience,
          total,
          created_by: actor.id,
          created_at: deps.clock().toISOString(),
        });
        await audit.record(trx, {
          user_id: actor.id,
          action: 'mailing.create',
          target_type: 'mailing',
          target_id: mailingId,
          ip: context.ip,
          meta: { audience: body.audience, total },
        });
        await deps.jobs.enqueue(trx, MAILING_JOB, { mailing_id: mailingId });
        return mailingId;
      });
      deps.jobs.wake();
      return shown(id);
    },

    async runBatch(payload) {
      const mailing = typeof payload.mailing_id === 'number' ? await findMailing(db, payload.mailing_id) : undefined;
      if (!mailing || mailing.status === 'done') return;
      const target = toMailing(dialect, mailing).audience;
      const subjectId = await audience.subjectOf(db, target);
      const recipients = await audience.idsAfter(db, target, mailing.cursor, batchSize);
      const done = recipients.length < batchSize;
      const at = deps.clock().toISOString();
      const names = await firstNamesOf(db, recipients);
      const moved = await database.transaction(async (trx) => {
        const written = await insertMailingMessages(
          trx,
          recipients.map((userId) => ({
            user_id: userId,
            subject_id: subjectId,
            type_id: MAIL_TYPE.system,
            author_id: null,
            character_code: null,
            template_id: mailing.template_id,
            params: { name: names.get(userId) ?? '' },
            mailing_id: mailing.id,
            created_at: at,
          })),
        );
        const to = recipients.at(-1) ?? mailing.cursor;
        if (!(await advanceMailing(trx, mailing.id, { from: mailing.cursor, to, written, done, at }))) return false;
        if (done) {
          await audit.record(trx, {
            user_id: mailing.created_by,
            action: 'mailing.done',
            target_type: 'mailing',
            target_id: mailing.id,
            meta: { sent: mailing.sent + written },
          });
        } else {
          await deps.jobs.enqueue(trx, MAILING_JOB, { mailing_id: mailing.id });
        }
        return true;
      });
      if (moved) for (const userId of recipients) await deps.mail.announce(userId);
    },
  };
}
