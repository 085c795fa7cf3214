import { crc32, deflateRawSync } from 'node:zlib';

/** Small real-looking files for upload tests: the detector reads signatures and zip manifests only. */
export const SAMPLE_FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1'),
  png: Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  jpg: Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex'),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8 ')]),
  txt: Buffer.from('Ответ: 42\nAnswer: 42\n', 'utf8'),
  /** A Windows program: what must never pass as homework. */
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]),
};

interface ZipEntrySpec {
  name: string;
  text: string;
  /** ODT wants its `mimetype` entry stored uncompressed. */
  stored?: boolean;
}

/** A minimal but well-formed zip archive (local headers, central directory, end record). */
export function zipOf(entries: readonly ZipEntrySpec[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = Buffer.from(entry.text, 'utf8');
    const data = entry.stored ? raw : deflateRawSync(raw);
    const name = Buffer.from(entry.name, 'utf8');
    const method = entry.stored ? 0 : 8;
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

export const DOCX = zipOf([
  {
    name: '[Content_Types].xml',
    text: '<?xml version="1.0"?><Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  },
  { name: 'word/document.xml', text: '<w:document/>' },
]);
export const ODT = zipOf([
  { name: 'mimetype', text: 'application/vnd.oasis.opendocument.text', stored: true },
  { name: 'content.xml', text: '<office:document-content/>' },
]);
/** A zip that is no document: refused although it starts like a DOCX. */
export const PLAIN_ZIP = zipOf([{ name: 'notes.txt', text: 'hello' }]);

export interface MultipartPart {
  name: string;
  value?: string;
  file?: { filename: string; bytes: Buffer; contentType?: string };
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipart(parts: readonly MultipartPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----umka${Date.now().toString(16)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (part.file) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.file.filename}"\r\n` +
            `Content-Type: ${part.file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.file.bytes,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value ?? ''}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
