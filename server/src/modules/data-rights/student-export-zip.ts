import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  path: string;
  bytes: Uint8Array;
  /** Already compressed (pictures, audio, PDF): stored as they are instead of deflated again. */
  stored?: boolean;
}

/** One ZIP of the entries, in their order. */
export function zipEntries(entries: readonly ZipEntry[]): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    const zip = new Zip((error, chunk, final) => {
      if (error) {
        reject(error);
        return;
      }
      chunks.push(chunk);
      if (final) resolve(Buffer.concat(chunks));
    });
    for (const entry of entries) {
      const file = entry.stored ? new ZipPassThrough(entry.path) : new ZipDeflate(entry.path, { level: 6 });
      zip.add(file);
      file.push(entry.bytes, true);
    }
    zip.end();
  });
}
