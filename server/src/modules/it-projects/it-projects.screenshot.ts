import { fileTypeFromBuffer } from 'file-type';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { loadSharp } from '../../lib/sharp.ts';
import { checkImage, type ImageExtension } from '../media/image-check.ts';

/** Big enough to read the code on a screenshot, small enough for a page of them. */
const MAX_SIDE = 1600;
/** As for avatars: a small file that unpacks into a huge picture is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;
const PHOTOS = new Set(['jpg', 'png', 'webp']);

export interface Screenshot {
  extension: ImageExtension;
  bytes: Buffer;
}

const refused = (index: number, cause?: unknown) =>
  new AppError('IT_PROJECT_INVALID', {
    fields: [fieldError(`screenshots.${index}`, 'IT_PROJECT_SCREENSHOT_TYPE')],
    cause,
  });

/**
 * What is kept of an uploaded screenshot, decided by its bytes alone: a PNG, JPEG or WebP re-encoded as WebP (scaled
 * down, its metadata, a phone's location included, dropped); an SVG drawn as the WebP it shows (media/image-check.ts).
 */
export async function screenshotOf(bytes: Buffer, index: number): Promise<Screenshot> {
  const found = await fileTypeFromBuffer(bytes);
  if (found && PHOTOS.has(found.ext)) return { extension: 'webp', bytes: await reencode(bytes, index) };
  if (found && found.ext !== 'xml') throw refused(index);
  const checked = await checkImage(bytes);
  if (!checked.ok) throw refused(index);
  return { extension: checked.extension, bytes: checked.bytes };
}

async function reencode(bytes: Buffer, index: number): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    throw refused(index, error);
  }
}
