import { type LibraryMaterial, ROLE } from '@umka/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SignedVideoUrls } from '../../lib/signed-video-url.ts';
import type { ClassLookups } from '../materials/materials.service.ts';
import type { TeachersPort } from '../teachers/teachers.port.ts';
import type { TrainersPort } from '../trainers/trainers.port.ts';
import { toLibraryMaterial } from './library.mapper.ts';
import { assertReadsMaterial } from './library.policy.ts';
import {
  findLibraryMaterial,
  insertLibraryMaterial,
  type LibraryRow,
  replaceTags,
  sharedWithStudent,
  tagsOf,
  teacherShares,
} from './library.repo.ts';
import type { LibraryStores } from './library-stored-files.ts';

/** Who did it and from where, for the audit log. */
export interface WriteContext {
  ip: string;
}

/** What the library's services are made from. */
export interface LibraryDeps extends LibraryStores {
  database: Database;
  clock: Clock;
  audit: AuditLog;
  /** The signed addresses uploaded videos play from. */
  videoUrls: SignedVideoUrls;
  /** The size limit of an uploaded video (config.recordingMaxBytes, as lesson recordings). */
  videoMaxBytes: number;
  trainers: Pick<TrainersPort, 'listTrainers'>;
  teachers: Pick<TeachersPort, 'teacherSubjectIds'>;
  groups: ClassLookups;
  /** A published homework of a student's class that gives a material lets the student play its uploaded video. */
  homework: { givesMaterialToStudent(db: Kysely<DB>, materialId: number, studentId: number): Promise<boolean> };
}

/** Only the fields whose value changed, as the audit convention asks. */
export function changed(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** The reads and the audit record every part of the library service shares. */
export function createLibraryContext(deps: LibraryDeps) {
  const { db } = deps.database;

  async function materialsOf(rows: readonly LibraryRow[], actor: AuthUser): Promise<LibraryMaterial[]> {
    const ids = rows.map((row) => row.id);
    const [tags, shares] = await Promise.all([
      tagsOf(db, ids),
      actor.role_id === ROLE.teacher ? teacherShares(db, ids, actor.id) : Promise.resolve([]),
    ]);
    return rows.map((row) =>
      toLibraryMaterial(
        row,
        tags.get(row.id) ?? [],
        shares.filter((share) => share.material_id === row.id).map((share) => share.group_id),
        (id) => deps.videoUrls.sign(id, actor.id),
      ),
    );
  }

  /** An admin's write to a material, in its transaction. */
  async function record(
    trx: Transaction<DB>,
    actor: AuthUser,
    action: string,
    id: number,
    context: WriteContext,
    meta: Record<string, unknown>,
  ) {
    await deps.audit.record(trx, {
      user_id: actor.id,
      action,
      target_type: 'material',
      target_id: id,
      ip: context.ip,
      meta,
    });
  }

  return {
    now: () => deps.clock().toISOString(),

    record,

    /** A new material with its tags, audited in the same transaction. */
    insert(
      actor: AuthUser,
      values: Parameters<typeof insertLibraryMaterial>[1],
      tags: readonly string[],
      context: WriteContext,
    ): Promise<LibraryRow> {
      return deps.database.transaction(async (trx) => {
        const inserted = await insertLibraryMaterial(trx, values);
        await replaceTags(trx, inserted.id, tags);
        await record(trx, actor, 'material.create', inserted.id, context, {
          after: { kind: inserted.kind, subject_id: inserted.subject_id, title: inserted.title, tags },
        });
        return inserted;
      });
    },

    materialsOf,

    async one(row: LibraryRow, actor: AuthUser): Promise<LibraryMaterial> {
      const [material] = await materialsOf([row], actor);
      if (!material) throw new AppError('NOT_FOUND');
      return material;
    },

    async existing(executor: Kysely<DB>, id: number): Promise<LibraryRow> {
      const row = await findLibraryMaterial(executor, id);
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },

    async readable(actor: AuthUser, id: number): Promise<LibraryRow> {
      return assertReadsMaterial(actor, await findLibraryMaterial(db, id), {
        teacherSubjectIds: () => deps.teachers.teacherSubjectIds(db, actor.id),
        givenToStudent: () => sharedWithStudent(db, id, actor.id),
      });
    },

    /**
     * As `readable`, and a student may also play what a published homework of their class gives: a homework item's
     * page and document are read through the homework's own endpoints, but a `<video>` plays the library's address.
     */
    async playable(actor: AuthUser, id: number): Promise<LibraryRow> {
      return assertReadsMaterial(actor, await findLibraryMaterial(db, id), {
        teacherSubjectIds: () => deps.teachers.teacherSubjectIds(db, actor.id),
        givenToStudent: async () =>
          (await sharedWithStudent(db, id, actor.id)) || (await deps.homework.givesMaterialToStudent(db, id, actor.id)),
      });
    },
  };
}

export type LibraryContext = ReturnType<typeof createLibraryContext>;
