import type { MediaUpload } from '@umka/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Storage } from '../../lib/storage.ts';
import { checkImage, IMAGE_CONTENT_TYPES, type ImageExtension } from './image-check.ts';

const FOLDER = 'media';
/** Only names the storage itself gave out are looked up: no paths, no other extensions (an SVG is stored drawn). */
const MEDIA_NAME = /^[a-z0-9-]+\.(png|webp)$/;

export interface MediaFile {
  bytes: Buffer;
  contentType: string;
}

export interface MediaService {
  /** Stores a checked picture (an SVG drawn as WebP) under a new name and answers the path it is served at. */
  upload(bytes: Buffer): Promise<MediaUpload>;
  /** A stored picture; null for a name that is not one. */
  read(name: string): Promise<MediaFile | null>;
  /** Deletes the picture served at `url` (/media/…); an address that is not one, or a picture gone already, is ignored. */
  remove(url: string): Promise<void>;
}

export function createMediaService(deps: { storage: Storage }): MediaService {
  return {
    async upload(bytes) {
      const checked = await checkImage(bytes);
      if (!checked.ok) throw new AppError(checked.code);
      const name = await deps.storage.write(FOLDER, checked.extension, checked.bytes);
      return { url: `/${FOLDER}/${name}` };
    },

    async read(name) {
      const extension = MEDIA_NAME.exec(name)?.[1] as ImageExtension | undefined;
      if (!extension) return null;
      const bytes = await deps.storage.read(FOLDER, name);
      return bytes ? { bytes, contentType: IMAGE_CONTENT_TYPES[extension] } : null;
    },

    async remove(url) {
      const name = url.startsWith(`/${FOLDER}/`) ? url.slice(FOLDER.length + 2) : '';
      if (MEDIA_NAME.test(name)) await deps.storage.remove(FOLDER, name);
    },
  };
}
