import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-type.ts';
import { DOCX, ODT, PLAIN_ZIP, SAMPLE_FILES, zipOf } from './files.fixture.ts';

describe('private file type detection', () => {
  it('tells every allowed type from its content', async () => {
    expect(await detectFileType(SAMPLE_FILES.pdf)).toBe('pdf');
    expect(await detectFileType(SAMPLE_FILES.png)).toBe('png');
    expect(await detectFileType(SAMPLE_FILES.jpg)).toBe('jpg');
    expect(await detectFileType(SAMPLE_FILES.webp)).toBe('webp');
    expect(await detectFileType(SAMPLE_FILES.txt)).toBe('txt');
    expect(await detectFileType(DOCX)).toBe('docx');
    expect(await detectFileType(ODT)).toBe('odt');
  });

  it('refuses programs, binary junk, empty files and zips that are not documents', async () => {
    expect(await detectFileType(SAMPLE_FILES.exe)).toBeNull();
    expect(await detectFileType(Buffer.from([0x00, 0x01, 0x02, 0xff]))).toBeNull();
    expect(await detectFileType(Buffer.alloc(0))).toBeNull();
    expect(await detectFileType(PLAIN_ZIP)).toBeNull();
    expect(await detectFileType(zipOf([{ name: 'mimetype', text: 'application/epub+zip', stored: true }]))).toBeNull();
  });

  it('refuses a zip whose central directory is cut off', async () => {
    expect(await detectFileType(DOCX.subarray(0, DOCX.length - 30))).toBeNull();
  });
});
