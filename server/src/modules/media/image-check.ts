import { fileTypeFromBuffer } from 'file-type';
import { rasteriseSvg } from './svg-raster.ts';

/**
 * What an uploaded picture is, decided by its bytes alone (never its name or the type the browser claims), and
 * what is stored for it: a PNG or WebP as it came, an SVG as the WebP it draws (svg-raster.ts).
 */

export type ImageExtension = 'png' | 'webp';

export type ImageCheck =
  | { ok: true; extension: ImageExtension; bytes: Buffer }
  | { ok: false; code: 'IMAGE_TYPE_NOT_ALLOWED' };

export const IMAGE_CONTENT_TYPES: Record<ImageExtension, string> = {
  png: 'image/png',
  webp: 'image/webp',
};

/** What file-type names, for the pictures kept as they are; JPEG is a photo format and goes to avatars only. */
const RASTER: Readonly<Record<string, ImageExtension>> = { png: 'png', webp: 'webp' };

/**
 * A picture's kind from its bytes: PNG and WebP as file-type knows them; SVG, which has no signature (file-type
 * names an XML declaration 'xml' at most), is whatever sharp reads as one.
 */
export async function checkImage(bytes: Buffer): Promise<ImageCheck> {
  const found = await fileTypeFromBuffer(bytes);
  if (found && found.ext !== 'xml') {
    const extension = RASTER[found.ext];
    return extension ? { ok: true, extension, bytes } : { ok: false, code: 'IMAGE_TYPE_NOT_ALLOWED' };
  }
  const drawn = await rasteriseSvg(bytes);
  return drawn ? { ok: true, extension: 'webp', bytes: drawn } : { ok: false, code: 'IMAGE_TYPE_NOT_ALLOWED' };
}

// The seed's test of the repo's own art reads the old tokenizer from here until it is rewritten.
