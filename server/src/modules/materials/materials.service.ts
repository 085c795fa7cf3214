import type {
  ClassMaterial,
  Material,
  MaterialBody,
  PrivateFile,
  Recording,
  RecordingBody,
  ScheduleSlot,
  StudentClass,
  StudentClassesQuery,
} from '@umka/contracts';
import { ROLE } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { VideoStore } from '../../lib/video-store.ts';
import { toPrivateFile } from '../files/files.mapper.ts';
import type { FilesPort } from '../files/files.port.ts';
import { assertCurrent, assertManagesGroup } from '../groups/groups.policy.ts';
import type { GroupsPort } from '../groups/groups.port.ts';
import { toClassMaterial, toMaterial, toRecording } from './materials.mapper.ts';
import {
  assertOwnsMaterial,
  assertReadsClass,
  assertReadsLibrary,
  assertReadsStudentClasses,
  assertWritesLibrary,
} from './materials.policy.ts';
import {
  deleteMaterial,
  deleteRecording,
  findMaterial,
  findRecording,
  groupMaterials,
  insertMaterial,
  insertRecording,
  type MaterialRow,
  recordingsOf,
  replaceSchedule,
  replaceShares,
  scheduleOf,
  sharesOf,
  studentGroups,
  teacherMaterials,
  updateMaterial,
} from './materials.repo.ts';

export interface MaterialsService {
  library(actor: AuthUser, teacherId: number): Promise<Material[]>;
  create(actor: AuthUser, teacherId: number, body: MaterialBody): Promise<Material>;
  update(actor: AuthUser, materialId: number, body: MaterialBody): Promise<Material>;
  remove(actor: AuthUser, materialId: number): Promise<{ id: number }>;
  share(actor: AuthUser, materialId: number, groupIds: readonly number[]): Promise<Material>;
  classMaterials(actor: AuthUser, groupId: number): Promise<ClassMaterial[]>;
  schedule(actor: AuthUser, groupId: number): Promise<ScheduleSlot[]>;
  replaceSchedule(actor: AuthUser, groupId: number, slots: readonly ScheduleSlot[]): Promise<ScheduleSlot[]>;
  recordings(actor: AuthUser, groupId: number): Promise<Recording[]>;
  addRecording(actor: AuthUser, groupId: number, body: RecordingBody): Promise<Recording>;
  removeRecording(actor: AuthUser, recordingId: number): Promise<{ id: number }>;
  studentClasses(actor: AuthUser, studentId: number, query: StudentClassesQuery): Promise<StudentClass[]>;
}

async function filesOf(
  db: Kysely<DB>,
  fileRows: Pick<FilesPort, 'filesByIds'>,
  rows: readonly MaterialRow[],
): Promise<Map<number, PrivateFile>> {
  const ids = rows.flatMap((row) => (row.file_id === null ? [] : [row.file_id]));
  const files = await fileRows.filesByIds(db, [...new Set(ids)]);
  return new Map(files.map((file) => [file.id, toPrivateFile(file)]));
}

/** What the class rules ask of the groups module. */
export type ClassLookups = Pick<GroupsPort, 'findGroup' | 'isMember' | 'teacherCurrentClassesIn'>;

/** A current class whose materials, schedule and recordings the actor may read. */
export async function readableClass(db: Kysely<DB>, groups: ClassLookups, actor: AuthUser, groupId: number) {
  const group = assertCurrent(await groups.findGroup(db, groupId));
  assertReadsClass(actor, group, actor.role_id === ROLE.student && (await groups.isMember(db, groupId, actor.id)));
  return group;
}

/** A current class the actor may change the schedule and recordings of: its teacher or an admin. */
export async function managedClass(db: Kysely<DB>, groups: ClassLookups, actor: AuthUser, groupId: number) {
  const group = assertCurrent(await groups.findGroup(db, groupId));
  assertManagesGroup(actor, group);
  return group;
}

function slotOf(row: ScheduleSlot): ScheduleSlot {
  return { weekday: row.weekday, starts_at: row.starts_at, duration_minutes: row.duration_minutes };
}

export function createMaterialsService(deps: {
  database: Database;
  clock: Clock;
  videos: VideoStore;
  files: Pick<FilesPort, 'attachableFileIds' | 'filesByIds'>;
  groups: ClassLookups;
}): MaterialsService {
  const { database } = deps;
  const { db } = database;
  const now = () => deps.clock().toISOString();

  async function readMaterials(rows: readonly MaterialRow[]): Promise<Material[]> {
    const [files, shares] = await Promise.all([
      filesOf(db, deps.files, rows),
      sharesOf(
        db,
        rows.map((row) => row.id),
      ),
    ]);
    return rows.map((row) =>
      toMaterial(
        row,
        files,
        shares.filter((share) => share.material_id === row.id).map((share) => share.group_id),
      ),
    );
  }

  async function readOne(materialId: number): Promise<Material> {
    const row = await findMaterial(db, materialId);
    const [material] = row ? await readMaterials([row]) : [];
    if (!material) throw new AppError('NOT_FOUND');
    return material;
  }

  /** A material's file must be one the teacher may hand out: their own upload or one of their classes' files. */
  async function contentOf(teacherId: number, body: MaterialBody) {
    if (body.kind === 'link') return { url: body.url ?? null, file_id: null };
    const fileId = body.file_id ?? 0;
    const allowed = await deps.files.attachableFileIds(db, teacherId, [fileId]);
    if (!allowed.includes(fileId)) throw invalidField('file_id', 'FIELD_INVALID');
    return { url: null, file_id: fileId };
  }

  const readableGroup = (actor: AuthUser, groupId: number) => readableClass(db, deps.groups, actor, groupId);
  const managedGroup = (actor: AuthUser, groupId: number) => managedClass(db, deps.groups, actor, groupId);

  async function materialsOfGroups(groupIds: readonly number[]) {
    const rows = await groupMaterials(db, groupIds);
    const files = await filesOf(db, deps.files, rows);
    return rows.map((row) => ({ groupId: row.group_id, material: toClassMaterial(row, files) }));
  }

  return {
    async library(actor, teacherId) {
      assertReadsLibrary(actor, teacherId);
      return readMaterials(await teacherMaterials(db, teacherId));
    },

    async create(actor, teacherId, body) {
      assertWritesLibrary(actor, teacherId);
      const content = await contentOf(teacherId, body);
      const stamp = now();
      const row = await insertMaterial(db, {
        teacher_id: teacherId,
        title: body.title,
        kind: body.kind,
        description: body.description,
        ...content,
        created_at: stamp,
        updated_at: stamp,
      });
      return readOne(row.id);
    },

    async update(actor, materialId, body) {
      const material = assertOwnsMaterial(actor, await findMaterial(db, materialId));
      const content = await contentOf(material.teacher_id, body);
      await updateMaterial(db, materialId, {
        title: body.title,
        kind: body.kind,
        description: body.description,
        ...content,
        updated_at: now(),
      });
      return readOne(materialId);
    },

    async remove(actor, materialId) {
      assertOwnsMaterial(actor, await findMaterial(db, materialId));
      await deleteMaterial(db, materialId);
      return { id: materialId };
    },

    async share(actor, materialId, groupIds) {
      const material = assertOwnsMaterial(actor, await findMaterial(db, materialId));
      const wanted = [...new Set(groupIds)];
      const own = await deps.groups.teacherCurrentClassesIn(db, material.teacher_id, wanted);
      if (own.length !== wanted.length) throw invalidField('group_ids', 'FIELD_INVALID');
      await database.transaction((trx) => replaceShares(trx, materialId, wanted));
      return readOne(materialId);
    },

    async classMaterials(actor, groupId) {
      await readableGroup(actor, groupId);
      return (await materialsOfGroups([groupId])).map((entry) => entry.material);
    },

    async schedule(actor, groupId) {
      await readableGroup(actor, groupId);
      return (await scheduleOf(db, [groupId])).map(slotOf);
    },

    async replaceSchedule(actor, groupId, slots) {
      await managedGroup(actor, groupId);
      await database.transaction((trx) => replaceSchedule(trx, groupId, slots));
      return (await scheduleOf(db, [groupId])).map(slotOf);
    },

    async recordings(actor, groupId) {
      await readableGroup(actor, groupId);
      return (await recordingsOf(db, [groupId])).map(toRecording);
    },

    async addRecording(actor, groupId, body) {
      await managedGroup(actor, groupId);
      const row = await insertRecording(db, { group_id: groupId, kind: 'link', ...body, created_at: now() });
      return toRecording(row);
    },

    async removeRecording(actor, recordingId) {
      const recording = await findRecording(db, recordingId);
      if (!recording) throw new AppError('NOT_FOUND');
      await managedGroup(actor, recording.group_id);
      await deleteRecording(db, recordingId);
      // After the row: a file whose removal fails is left over on disk, never a recording without its file.
      if (recording.video_name) await deps.videos.remove(recording.video_name);
      return { id: recordingId };
    },

    async studentClasses(actor, studentId, query) {
      assertReadsStudentClasses(actor, studentId);
      const groups = await studentGroups(db, studentId, query.subject_id);
      const ids = groups.map((group) => group.id);
      const [materials, slots, recordings] = await Promise.all([
        materialsOfGroups(ids),
        scheduleOf(db, ids),
        recordingsOf(db, ids),
      ]);
      return groups.map((group) => ({
        id: group.id,
        title: group.title,
        subject_id: group.subject_id,
        teacher_name: `${group.first_name} ${group.last_name}`.trim(),
        message: group.message,
        schedule: slots.filter((slot) => slot.group_id === group.id).map(slotOf),
        materials: materials.filter((entry) => entry.groupId === group.id).map((entry) => entry.material),
        recordings: recordings.filter((row) => row.group_id === group.id).map(toRecording),
      }));
    },
  };
}
