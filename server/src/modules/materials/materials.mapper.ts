import type { ClassMaterial, Material, PrivateFile, Recording } from '@umka/contracts';
import type { MaterialRow, RecordingRow } from './materials.repo.ts';

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

export function toRecording(row: RecordingRow): Recording {
  return {
    id: row.id,
    group_id: row.group_id,
    title: row.title,
    recorded_on: row.recorded_on,
    kind: row.kind,
    url: row.kind === 'link' ? row.url : null,
    video:
      row.kind === 'video' && row.video_size !== null && row.video_type !== null
        ? { size: row.video_size, content_type: row.video_type }
        : null,
    created_at: row.created_at,
  };
}
