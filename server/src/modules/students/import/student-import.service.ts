import {
  checkImportRows,
  type ImportBody,
  type ImportProblem,
  type ImportResult,
  type NormalizedImportRow,
  ROLE,
} from '@umka/contracts';
import type { Database } from '../../../db/database.ts';
import type { AuthUser } from '../../../lib/access.ts';
import { AppError, fieldError, invalidField } from '../../../lib/app-error.ts';
import type { AuditLog } from '../../../lib/audit.ts';
import type { Clock } from '../../../lib/clock.ts';
import { generatePassword } from '../../../lib/generated-password.ts';
import type { PasswordHasher } from '../../../lib/passwords.ts';
import type { RequestContext } from '../../../lib/request-context.ts';
import type { GroupsPort } from '../../groups/groups.port.ts';
import type { MailPort } from '../../mail/mail.port.ts';
import type { RatingsPort } from '../../ratings/ratings.port.ts';
import type { SubjectsPort } from '../../subjects/subjects.port.ts';
import { insertAccount } from '../../users/accounts.ts';
import { setImportedProfile, takenEmails } from './student-import.repo.ts';

export interface StudentImportService {
  /** Every row's problems, the database's (a taken email) included; writes nothing. */
  check(body: ImportBody): Promise<{ problems: ImportProblem[] }>;
  /** Creates every row's student in one transaction, or none: any problem answers 422 naming `rows.N.<field>`. */
  commit(actor: AuthUser, body: ImportBody, context: RequestContext): Promise<ImportResult>;
}

/**
 * argon2id takes ~19 MiB and tens of milliseconds per password; a few at a time keeps an import of a thousand rows
 * from taking every thread of libuv's pool (file and DNS work of other requests share it) or a burst of memory.
 */
const HASH_CONCURRENCY = 2;

async function mapBounded<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export function createStudentImportService(deps: {
  database: Database;
  hasher: Pick<PasswordHasher, 'hash'>;
  audit: AuditLog;
  clock: Clock;
  subjects: Pick<SubjectsPort, 'existingSubjectIds'>;
  groups: Pick<GroupsPort, 'findGroup' | 'insertMembership'>;
  ratings: Pick<RatingsPort, 'placeInBirthYear'>;
  mail: Pick<MailPort, 'deliverWithin'>;
}): StudentImportService {
  const { database } = deps;
  const { db } = database;

  /** The subject must exist and the class, when chosen, be a current class of that subject (it decides the teacher). */
  async function assertTarget(body: ImportBody): Promise<void> {
    const known = await deps.subjects.existingSubjectIds(db, [body.subject_id]);
    if (!known.has(body.subject_id)) throw invalidField('subject_id', 'FIELD_INVALID');
    if (body.group_id === null) return;
    const group = await deps.groups.findGroup(db, body.group_id);
    if (!group || group.deleted_at !== null || group.subject_id !== body.subject_id) {
      throw invalidField('group_id', 'FIELD_INVALID');
    }
  }

  async function problemsOf(body: ImportBody): Promise<{ problems: ImportProblem[]; values: NormalizedImportRow[] }> {
    await assertTarget(body);
    const { problems, values } = checkImportRows(body.rows, deps.clock().toISOString().slice(0, 10));
    const taken = await takenEmails(db, values.map((value) => value.email).filter(Boolean));
    values.forEach((value, index) => {
      if (taken.has(value.email)) problems.push({ row: index + 1, field: 'email', code: 'EMAIL_TAKEN' });
    });
    problems.sort((a, b) => a.row - b.row);
    return { problems, values };
  }

  const rowsFailed = (problems: readonly ImportProblem[]) =>
    new AppError('VALIDATION_FAILED', {
      fields: problems.map((problem) => fieldError(`rows.${problem.row}.${problem.field}`, problem.code)),
    });

  return {
    async check(body) {
      return { problems: (await problemsOf(body)).problems };
    },

    async commit(actor, body, context) {
      const { problems, values } = await problemsOf(body);
      if (problems.length > 0) throw rowsFailed(problems);

      const passwords = values.map((value) => value.password ?? generatePassword(ROLE.student));
      // Hashed before the transaction opens: the write lock is then held for the inserts alone.
      const hashes = await mapBounded(passwords, HASH_CONCURRENCY, (password) => deps.hasher.hash(password));
      const now = deps.clock().toISOString();

      const ids = await database.transaction(async (trx) => {
        const created: number[] = [];
        for (const [index, value] of values.entries()) {
          let id: number;
          try {
            ({ id } = await insertAccount(
              trx,
              {
                role_id: ROLE.student,
                first_name: value.first_name,
                last_name: value.last_name,
                email: value.email,
                phone: value.phone,
                password_hash: hashes[index] as string,
                subject_ids: [body.subject_id],
              },
              now,
            ));
          } catch (error) {
            // Registered by someone else between the check and this insert: still this row's problem.
            if (error instanceof AppError && error.code === 'EMAIL_TAKEN') {
              throw rowsFailed([{ row: index + 1, field: 'email', code: 'EMAIL_TAKEN' }]);
            }
            throw error;
          }
          await setImportedProfile(trx, id, { timezone: value.timezone, birth_date: value.birth_date });
          if (value.birth_date) await deps.ratings.placeInBirthYear(trx, id, Number(value.birth_date.slice(0, 4)));
          if (body.group_id !== null) await deps.groups.insertMembership(trx, body.group_id, id, now);
          await deps.mail.deliverWithin(trx, {
            userId: id,
            subjectId: null,
            code: 'welcome',
            params: { name: value.first_name },
          });
          created.push(id);
        }
        await deps.audit.record(trx, {
          user_id: actor.id,
          action: 'students.import',
          target_type: body.group_id === null ? 'subject' : 'group',
          target_id: body.group_id ?? body.subject_id,
          ip: context.ip,
          meta: { count: created.length, ids: created, subject_id: body.subject_id, group_id: body.group_id },
        });
        return created;
      });
      // A new account has no open socket, so the welcome mail needs no live announcement; it is there at first login.
      return {
        subject_id: body.subject_id,
        group_id: body.group_id,
        created: values.map((value, index) => ({
          row: index + 1,
          id: ids[index] as number,
          first_name: value.first_name,
          last_name: value.last_name,
          email: value.email,
          password: value.password === null ? (passwords[index] as string) : null,
        })),
      };
    },
  };
}
