import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkImage } from './image-check.ts';
import { GIF_1PX, PNG_1PX, SAFE_SVG, WEBP_1PX } from './image-samples.ts';

const svg = (body: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${body}</svg>`;

describe('checkImage', () => {
  it('keeps a PNG and a WebP as they came', async () => {
    expect(await checkImage(PNG_1PX)).toEqual({ ok: true, extension: 'png', bytes: PNG_1PX });
    expect(await checkImage(WEBP_1PX)).toEqual({ ok: true, extension: 'webp', bytes: WEBP_1PX });
  });

  it.each([
    ['a drawing with gradients, styles, local links and an embedded PNG', SAFE_SVG],
    ['an SVG after a byte order mark', `\uFEFF${svg('<rect width="1" height="1"/>')}`],
    ['an SVG without an XML declaration', svg('<rect width="1" height="1"/>')],
  ])('stores %s as the WebP it draws', async (_name, text) => {
    const checked = await checkImage(Buffer.from(text));
    expect(checked).toMatchObject({ ok: true, extension: 'webp' });
    if (!checked.ok) return;
    expect((await sharp(checked.bytes).metadata()).format).toBe('webp');
  });

  it('stores an SVG with a script and event attributes as pixels with no script left', async () => {
    const text = svg(
      '<script>alert(document.cookie)</script><rect width="10" height="10" fill="#f00" onclick="alert(2)"/>',
      ' onload="alert(1)"',
    );
    const checked = await checkImage(Buffer.from(text));
    expect(checked).toMatchObject({ ok: true, extension: 'webp' });
    if (!checked.ok) return;
    expect((await sharp(checked.bytes).metadata()).format).toBe('webp');
    const stored = checked.bytes.toString('latin1');
    for (const word of ['script', 'alert', 'onload', 'onclick', 'cookie', '<svg']) expect(stored).not.toContain(word);
    // The drawing is still there: the red square fills the picture.
    const { data } = await sharp(checked.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
  });

  it.each([
    ['a GIF', GIF_1PX],
    ['plain text', Buffer.from('just some text, saved as picture.png')],
    ['an empty file', Buffer.alloc(0)],
    ['a JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46])],
    ['a truncated PNG signature', PNG_1PX.subarray(0, 8)],
    ['a RIFF file that is not WebP', Buffer.from('RIFF\x1a\x00\x00\x00WAVEfmt ')],
    ['bytes that are not UTF-8', Buffer.from([0x3c, 0x73, 0x76, 0x67, 0xc3, 0x28, 0x3e])],
    ['an HTML page', Buffer.from('<html><body>hello</body></html>')],
    ['an SVG with an unclosed element', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')],
    ['an XML file that is not SVG', Buffer.from('<?xml version="1.0"?><note><to>you</to></note>')],
  ])('refuses %s as a type not allowed', async (_name, bytes) => {
    expect(await checkImage(bytes)).toEqual({ ok: false, code: 'IMAGE_TYPE_NOT_ALLOWED' });
  });
});
