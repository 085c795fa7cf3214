import { inflateRawSync } from 'node:zlib';
import type { PrivateFileExtension } from '@umka/contracts';

/**
 * What a private upload is, told from its bytes only: the name and the browser's content type are the
 * sender's word. Office documents are zip files, so a zip counts only with the entry that says what it is.
 */
export function detectFileType(bytes: Buffer): PrivateFileExtension | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return officeType(bytes);
  return isPlainText(bytes) ? 'txt' : null;
}

function startsWith(bytes: Buffer, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);
}

const ODT_MIMETYPE = 'application/vnd.oasis.opendocument.text';
const DOCX_MAIN_PART = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** A manifest this large is no manifest; the cap also keeps a zip bomb from inflating. */
const MAX_ENTRY_BYTES = 1024 * 1024;

function officeType(bytes: Buffer): PrivateFileExtension | null {
  const entries = zipEntries(bytes);
  if (!entries) return null;
  const mimetype = entries.get('mimetype');
  if (mimetype && entryText(bytes, mimetype)?.trim() === ODT_MIMETYPE) return 'odt';
  const contentTypes = entries.get('[Content_Types].xml');
  if (contentTypes && entryText(bytes, contentTypes)?.includes(DOCX_MAIN_PART)) return 'docx';
  return null;
}

interface ZipEntry {
  method: number;
  compressedSize: number;
  localOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** The central directory's entries by name, or null when the zip is not well formed. */
function zipEntries(bytes: Buffer): Map<string, ZipEntry> | null {
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let offset = bytes.length - 22; offset >= searchFrom; offset -= 1) {
    if (bytes.readUInt32LE(offset) === END_OF_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  const entries = new Map<string, ZipEntry>();
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== DIRECTORY_ENTRY) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const name = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
    entries.set(name, {
      method: bytes.readUInt16LE(offset + 10),
      compressedSize: bytes.readUInt32LE(offset + 20),
      localOffset: bytes.readUInt32LE(offset + 42),
    });
    offset += 46 + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
  return entries;
}

function entryText(bytes: Buffer, entry: ZipEntry): string | null {
  const header = entry.localOffset;
  if (header + 30 > bytes.length || bytes.readUInt32LE(header) !== LOCAL_HEADER) return null;
  const start = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) return null;
  try {
    if (entry.method === 0) return data.length <= MAX_ENTRY_BYTES ? data.toString('utf8') : null;
    if (entry.method === 8) return inflateRawSync(data, { maxOutputLength: MAX_ENTRY_BYTES }).toString('utf8');
  } catch {
    return null;
  }
  return null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 with no control characters but tab, line breaks and form feed: what a text editor saves. */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}
