import type { PrivateFileExtension } from '@umka/contracts';
import { fileTypeFromBuffer } from 'file-type';

/** What file-type names, for the kinds a private file may be. Office documents count only as what they say they are. */
const KEPT: Readonly<Record<string, PrivateFileExtension>> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpg',
  webp: 'webp',
  docx: 'docx',
  odt: 'odt',
};

/**
 * What a private upload is, told from its bytes only: the name and the browser's content type are the sender's
 * word. file-type knows the binary formats (a zip only as the office document its entries make it); text, which
 * has no signature, is what is left when it is valid UTF-8 without control characters.
 */
export async function detectFileType(bytes: Buffer): Promise<PrivateFileExtension | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return isPlainText(bytes) ? 'txt' : null;
  const extension = KEPT[found.ext] ?? null;
  return (extension === 'docx' || extension === 'odt') && !endsWithZipDirectory(bytes) ? null : extension;
}

/** The end record of a zip's central directory, which sits in its last 64 KB (plus its own 22 bytes). */
const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/** file-type reads a zip from its start, so an upload cut short still looks like a document; it would not open. */
function endsWithZipDirectory(bytes: Buffer): boolean {
  return bytes.lastIndexOf(END_OF_DIRECTORY) >= Math.max(0, bytes.length - 22 - 0xffff);
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
