import { loadSharp } from '../../lib/sharp.ts';
/**
 * An uploaded SVG is stored as the picture it draws, never as itself: an SVG opened on its own is a document a
 * browser runs, and no block-list of ours keeps up with what SVG can do. sharp's libvips draws it with librsvg,
 * which runs no script, loads nothing from elsewhere (a buffer has no base address) and keeps libxml2's limits
 * on entities; drawn pixels carry nothing else.
 */

/** The longest side of a drawn picture: a room fills a wide window and a figure is layered over it. */
export const SVG_RASTER_MAX_SIDE = 2048;
/**
 * The largest canvas an SVG may declare, in its own pixels: a drawing program's page or a 4K artboard is far
 * smaller, and anything bigger is a file made to be drawn huge.
 */
const MAX_DECLARED_PIXELS = 10_000 * 10_000;
/** A drawing with filters can cost far more than its size suggests. */
const DRAW_TIMEOUT_SECONDS = 10;

/**
 * The SVG drawn as a lossless WebP (transparency kept, for layers) whose longest side is SVG_RASTER_MAX_SIDE, the
 * aspect ratio kept; null when it is not an SVG sharp can read, or would be huge.
 */
export async function rasteriseSvg(bytes: Uint8Array): Promise<Buffer | null> {
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_DECLARED_PIXELS, failOn: 'error' });
    if ((await image.metadata()).format !== 'svg') return null;
    // Resizing a vector picture makes sharp draw it again at the scale that gives this size (its density times
    // that scale), rather than stretch the pixels of its declared size, so a small drawing stays sharp. A density
    // of our own would not do: librsvg counts centimetres and points at it twice over.
    return await image
      .timeout({ seconds: DRAW_TIMEOUT_SECONDS })
      .resize(SVG_RASTER_MAX_SIDE, SVG_RASTER_MAX_SIDE, { fit: 'inside' })
      .webp({ lossless: true })
      .toBuffer();
  } catch {
    // Malformed XML, an undefined or exploding entity, a zero or absurd size, a drawing that takes too long.
    return null;
  }
}
