import { LIBRARY_PICTURE_SIDE, type LibraryDocumentExtension } from '@umka/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.ts';
import { loadSharp } from '../../lib/sharp.ts';
import { detectFileType } from '../files/file-type.ts';
import { rasteriseSvg } from '../media/svg-raster.ts';

/** As for avatars: a small file that unpacks into a huge picture is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;
const PHOTO_TYPES = new Set(['png', 'jpg', 'webp']);
const DOCUMENT_TYPES = new Set<string>(['pdf', 'docx', 'odt', 'txt']);

/**
 * A library picture as it is kept, whatever came: a PNG, JPEG or WebP re-encoded as WebP no larger than
 * LIBRARY_PICTURE_SIDE (re-encoding keeps only the pixels, so camera metadata, location included, is gone), an SVG
 * as the WebP it draws (media/svg-raster.ts). Decided by the bytes alone, never the name or the claimed type.
 */
export async function libraryPicture(bytes: Buffer): Promise<Buffer> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found || found.ext === 'xml') {
    const drawn = await rasteriseSvg(bytes);
    if (!drawn) throw new AppError('IMAGE_TYPE_NOT_ALLOWED');
    return drawn;
  }
  if (!PHOTO_TYPES.has(found.ext)) throw new AppError('IMAGE_TYPE_NOT_ALLOWED');
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      // Turned upright by the EXIF orientation first: dropping the metadata would lose it.
      .rotate()
      .resize(LIBRARY_PICTURE_SIDE, LIBRARY_PICTURE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    throw new AppError('IMAGE_TYPE_NOT_ALLOWED', { cause: error });
  }
}

/** What a library document is, by its bytes (the private files' detector, narrowed to documents). */
export async function libraryDocumentType(bytes: Buffer): Promise<LibraryDocumentExtension> {
  const extension = await detectFileType(bytes);
  if (!extension || !DOCUMENT_TYPES.has(extension)) throw new AppError('LIBRARY_DOCUMENT_TYPE_NOT_ALLOWED');
  return extension as LibraryDocumentExtension;
}
