import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.ts';
import { loadSharp } from '../../lib/sharp.ts';
import { checkImage, type ImageExtension } from '../media/image-check.ts';

/** A card is drawn small; a phone photo is scaled down to this side before it is kept. */
const PHOTO_SIDE = 640;
/** As for avatars: a small file that unpacks into a huge picture is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface SpeechPicture {
  extension: ImageExtension;
  bytes: Buffer;
}

/**
 * What is kept of an uploaded card picture, decided by its bytes alone: PNG, WebP and SVG as every uploaded picture is
 * (media/image-check.ts: an SVG is kept as the WebP it draws), and a JPEG photo, which a card may well be, re-encoded
 * as WebP, so camera metadata (location included) is not kept.
 */
export async function speechPicture(bytes: Buffer): Promise<SpeechPicture> {
  const found = await fileTypeFromBuffer(bytes);
  if (found?.ext === 'jpg') return { extension: 'webp', bytes: await photoAsWebp(bytes) };
  const checked = await checkImage(bytes);
  if (!checked.ok) throw new AppError('SPEECH_IMAGE_TYPE_NOT_ALLOWED');
  return { extension: checked.extension, bytes: checked.bytes };
}

async function photoAsWebp(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      // Turned upright by the EXIF orientation first: dropping the metadata would lose it.
      .rotate()
      .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    throw new AppError('SPEECH_IMAGE_TYPE_NOT_ALLOWED', { cause: error });
  }
}
