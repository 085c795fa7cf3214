import type { ClassMaterial, Material, PrivateFile, Recording } from '@umka/contracts';
import type { MaterialRow } from './materials.repo.ts';

export function toClassMaterial(row: MaterialRow, files: ReadonlyMap<number, PrivateFile>): ClassMaterial {
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    url: row.url,
    file: row.file_id === null ? null : (files.get(row.file_id) ?? null),
    description: row.description,
  };
}

export function toMaterial(
  row: MaterialRow,
  files: ReadonlyMap<number, PrivateFile>,
  groupIds: readonly number[],
): Material {
  return {
    ...toClassMaterial(row, files),
    teacher_id: row.teacher_id,
    group_ids: [...groupIds],
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function toRecording(row: {
  id: number;
  group_id: number;
  title: string;
  recorded_on: string;
  url: string;
  created_at: string;
}): Recording {
  return {
    id: row.id,
    group_id: row.group_id,
    title: row.title,
    recorded_on: row.recorded_on,
    url: row.url,
    created_at: row.created_at,
  };
}
