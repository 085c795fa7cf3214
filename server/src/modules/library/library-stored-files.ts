import type { MediaUpload } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Storage } from '../../lib/storage.ts';
import type { VideoStore } from '../../lib/video-store.ts';
import { parseDoc } from './library.mapper.ts';
import { type LibraryRow, picturesShownBy } from './library.repo.ts';
import { pictureUrlsOf } from './page-doc.ts';

/** The folder of storageDir that holds library documents; they are only ever served through their endpoint. */
export const LIBRARY_FOLDER = 'library';
/** The folder of storageDir that holds uploaded library videos, served only through signed addresses. */
export const LIBRARY_VIDEOS_FOLDER = 'library-videos';

/** Where a library material's files live: documents in storage, pictures under /media, videos in their store. */
export interface LibraryStores {
  storage: Pick<Storage, 'write' | 'read' | 'remove'>;
  /** Pictures are kept as every admin picture is: checked WebP under /media, never reused names. */
  media: { upload(bytes: Buffer): Promise<MediaUpload>; remove(url: string): Promise<void> };
  videos: VideoStore;
}

/** The stored files a row names: its document, its uploaded video, and its picture or its page's pictures. */
function storedFilesOf(row: LibraryRow) {
  const pictures = new Set<string>(row.picture_url ? [row.picture_url] : []);
  for (const doc of [row.draft_doc, row.published_doc]) {
    if (doc) for (const url of pictureUrlsOf(parseDoc(doc))) pictures.add(url);
  }
  return { document: row.document_name, video: row.video_name, pictures };
}

/**
 * Removes the files `before` named that `after` (the row as committed, or null once it is deleted) no longer names.
 * Called after the commit, so a failure leaves a file over on disk, never a material without its file; a file gone
 * already is fine. A picture another material still shows (an image copied from one page into another) stays.
 */
export async function removeDroppedFiles(
  db: Kysely<DB>,
  stores: LibraryStores,
  before: LibraryRow,
  after: LibraryRow | null,
): Promise<void> {
  const old = storedFilesOf(before);
  const kept = after ? storedFilesOf(after) : { document: null, video: null, pictures: new Set<string>() };
  if (old.document && old.document !== kept.document) await stores.storage.remove(LIBRARY_FOLDER, old.document);
  if (old.video && old.video !== kept.video) await stores.videos.remove(old.video);
  const dropped = [...old.pictures].filter((url) => !kept.pictures.has(url));
  const shown = await picturesShownBy(db, dropped);
  for (const url of dropped) if (!shown.has(url)) await stores.media.remove(url);
}
