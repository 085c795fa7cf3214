import { AVATAR_SIDE } from '@umka/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.ts';
import { loadSharp } from '../../lib/sharp.ts';

/**
 * A 48-megapixel phone photo still passes; anything bigger is refused before it is decoded, so a small
 * file that unpacks into a huge picture cannot take the memory of the server.
 */
const MAX_INPUT_PIXELS = 50_000_000;

/** What a phone or a drawing program saves a picture as, by file-type's names. */
const PHOTO_TYPES = new Set(['png', 'jpg', 'webp']);

/**
 * The stored avatar made from an uploaded photo: a square cover crop re-encoded as WebP. Re-encoding keeps
 * only the pixels, so camera metadata (location included) and anything else hidden in the file is gone.
 */
export async function avatarPicture(bytes: Buffer): Promise<Buffer> {
  // Decided by the content: the browser's type and the file name are the uploader's to choose.
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !PHOTO_TYPES.has(found.ext)) throw new AppError('AVATAR_TYPE_NOT_ALLOWED');
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      // Turned upright by the EXIF orientation first: stripping the metadata would lose it.
      .rotate()
      .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    throw new AppError('AVATAR_UNREADABLE', { cause: error });
  }
}
