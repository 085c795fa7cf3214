import type { RecordingVideoExtension } from '@umka/contracts';

/** Enough of the file's start for both signatures: an EBML header is a few dozen bytes. */
export const VIDEO_HEAD_BYTES = 4096;

/**
 * HEIF and AVIF pictures are ISO media files with an `ftyp` box too; a browser would not play them as a
 * lesson, so their brands are refused rather than served as video/mp4.
 */
const PICTURE_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3] as const;
const DOC_TYPE_ID = 0x4282;

/**
 * What an uploaded lesson video is, told from its first bytes only (the name and the browser's type are
 * the sender's word): an ISO media file (MP4, and the MOV a phone records, which browsers play as MP4)
 * or a WebM file, whose EBML header says `webm` (a Matroska .mkv says `matroska` and is refused).
 */
export function detectVideoType(head: Buffer): RecordingVideoExtension | null {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    return PICTURE_BRANDS.has(head.toString('latin1', 8, 12)) ? null : 'mp4';
  }
  if (EBML_MAGIC.every((byte, index) => head[index] === byte) && ebmlDocType(head) === 'webm') return 'webm';
  return null;
}

/** A variable-length integer of EBML: its first byte's leading zeros give its length. */
function readVint(bytes: Buffer, offset: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let index = 1; index < length; index += 1) value = value * 256 + (bytes[offset + index] ?? 0);
  return { value, length };
}

/** The DocType child of the EBML header that opens the file, or null when the header is not well formed. */
function ebmlDocType(bytes: Buffer): string | null {
  const headerSize = readVint(bytes, EBML_MAGIC.length, false);
  if (!headerSize) return null;
  let offset = EBML_MAGIC.length + headerSize.length;
  const end = Math.min(bytes.length, offset + headerSize.value);
  while (offset < end) {
    const id = readVint(bytes, offset, true);
    if (!id) return null;
    const size = readVint(bytes, offset + id.length, false);
    if (!size) return null;
    const start = offset + id.length + size.length;
    if (start + size.value > end) return null;
    if (id.value === DOC_TYPE_ID) return bytes.toString('latin1', start, start + size.value).replace(/\0+$/, '');
    offset = start + size.value;
  }
  return null;
}
