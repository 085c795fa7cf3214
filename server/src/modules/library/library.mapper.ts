import type { LibraryDocNode, LibraryMaterial, LibraryTrainer } from '@umka/contracts';
import type { SignedVideoUrl } from '../../lib/signed-video-url.ts';
import type { LibraryRow } from './library.repo.ts';

/** A page is seen by teachers once published; every other kind as soon as it is made. */
export function isVisible(row: LibraryRow): boolean {
  return row.kind !== 'page' || row.published_at !== null;
}

/**
 * What a reader needs to open a material, as the library and a homework item both show it. `signVideo` signs an
 * uploaded video's address for the reader the material is mapped for; without one (nobody plays it) no video shows.
 */
export function openableFields(row: LibraryRow, signVideo: ((id: number) => SignedVideoUrl) | null) {
  return {
    id: row.id,
    subject_id: row.subject_id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    url: row.kind === 'link' || row.kind === 'video' ? row.url : null,
    picture_url: row.kind === 'picture' ? row.picture_url : null,
    document:
      row.kind === 'document' && row.document_original_name && row.document_size !== null && row.document_type
        ? { name: row.document_original_name, size: row.document_size, content_type: row.document_type }
        : null,
    video:
      signVideo && row.kind === 'video' && row.video_name && row.video_size !== null && row.video_type
        ? { size: row.video_size, content_type: row.video_type, ...signVideo(row.id) }
        : null,
  } satisfies Omit<LibraryMaterial, 'tags' | 'published_at' | 'visible' | 'group_ids' | 'created_at' | 'updated_at'>;
}

export function toLibraryMaterial(
  row: LibraryRow,
  tags: readonly string[],
  groupIds: readonly number[],
  /** Signs an uploaded video's address for the reader the material is mapped for. */
  signVideo: (id: number) => SignedVideoUrl,
): LibraryMaterial {
  return {
    ...openableFields(row, signVideo),
    tags: [...tags],
    published_at: row.kind === 'page' ? row.published_at : null,
    visible: isVisible(row),
    group_ids: [...groupIds],
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A stored doc: written by the sanitiser only, so parsing it back cannot meet anything else. */
export function parseDoc(text: string | null): LibraryDocNode {
  return text ? (JSON.parse(text) as LibraryDocNode) : { type: 'doc', content: [{ type: 'paragraph', content: [] }] };
}

export interface TrainerCardRow {
  id: number;
  title_ru: string;
  title_en: string;
  title_uk: string;
  icon: string;
  subjects: unknown;
}

export function toLibraryTrainer(row: TrainerCardRow): LibraryTrainer {
  const subjects = typeof row.subjects === 'string' ? (JSON.parse(row.subjects) as unknown) : row.subjects;
  return {
    id: row.id,
    title: { 'ru-RU': row.title_ru, 'en-US': row.title_en, 'uk-UA': row.title_uk },
    icon: row.icon,
    subjects: Array.isArray(subjects) ? subjects.filter((id): id is number => typeof id === 'number') : [],
  };
}
