import { loadSharp } from '../../lib/sharp.ts';
import type { Storage } from '../../lib/storage.ts';

/** Where the pieces go in the storage: served, like every uploaded picture, under /media/. */
const FOLDER = 'media';
/** A picture is two rows of five square pieces (docs/ALBUMS.md). */
export const PIECE_SIDE = 200;
export const PICTURE_COLUMNS = 5;
export const PICTURE_ROWS = 2;
export const PICTURE_WIDTH = PIECE_SIDE * PICTURE_COLUMNS;
export const PICTURE_HEIGHT = PIECE_SIDE * PICTURE_ROWS;
/** The largest canvas a source may declare: far above any drawing or photo, below a file made to be drawn huge. */
const MAX_INPUT_PIXELS = 10_000 * 10_000;
/** A drawing with filters can cost far more than its size suggests. */
const DRAW_TIMEOUT_SECONDS = 10;
/** Close to lossless on drawings, a few KB per piece. */
const WEBP_QUALITY = 90;
/** libvips' default compression effort (0–6): an admin's upload waits for one picture, so it gets the smallest files. */
const DEFAULT_EFFORT = 4;

export interface CutPicture {
  /** The whole picture, 1000×400. */
  image: string;
  /** Its ten pieces, 200×200 each, in slot order: left to right, top row first. */
  pieces: string[];
}

export interface CutOptions {
  /** WebP compression effort, 0–6: lower is faster for slightly larger files. */
  effort?: number;
}

/**
 * Draws the source (SVG, PNG or WebP) to cover 1000×400, keeping its middle when the proportions differ, and stores
 * the whole picture and its ten pieces as WebP; answers their public paths.
 */
export async function cutPicture(storage: Storage, source: Buffer, options: CutOptions = {}): Promise<CutPicture> {
  const effort = options.effort ?? DEFAULT_EFFORT;
  const sharp = await loadSharp();
  // Drawn once into raw pixels: every piece is then a cheap crop of the same pixels, never a second drawing.
  const { data, info } = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .timeout({ seconds: DRAW_TIMEOUT_SECONDS })
    .resize(PICTURE_WIDTH, PICTURE_HEIGHT, { fit: 'cover', position: 'centre' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encode = (region?: { left: number; top: number; width: number; height: number }) => {
    const image = sharp(data, raw);
    return (region ? image.extract(region) : image).webp({ quality: WEBP_QUALITY, effort }).toBuffer();
  };
  const regions = Array.from({ length: PICTURE_ROWS * PICTURE_COLUMNS }, (_, index) => ({
    left: (index % PICTURE_COLUMNS) * PIECE_SIDE,
    top: Math.floor(index / PICTURE_COLUMNS) * PIECE_SIDE,
    width: PIECE_SIDE,
    height: PIECE_SIDE,
  }));
  const [whole, pieces] = await Promise.all([encode(), Promise.all(regions.map((region) => encode(region)))]);
  const imageWrite = storage.write(FOLDER, 'webp', whole);
  const pieceWrites = pieces.map((bytes) => storage.write(FOLDER, 'webp', bytes));
  const written = await Promise.allSettled([imageWrite, ...pieceWrites]);
  const failed = written.find((result) => result.status === 'rejected');
  if (failed) {
    // A disk that fills up halfway leaves none of the set behind.
    for (const result of written) if (result.status === 'fulfilled') await storage.remove(FOLDER, result.value);
    throw failed.reason;
  }
  const path = (name: string) => `/${FOLDER}/${name}`;
  return { image: path(await imageWrite), pieces: (await Promise.all(pieceWrites)).map(path) };
}

/** Removes a cut picture's files, for a picture whose rows were not written after all. */
export async function removeCutPicture(storage: Storage, picture: CutPicture): Promise<void> {
  for (const path of [picture.image, ...picture.pieces]) {
    if (path.startsWith(`/${FOLDER}/`)) await storage.remove(FOLDER, path.slice(FOLDER.length + 2));
  }
}
