import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rasteriseSvg, SVG_RASTER_MAX_SIDE } from './svg-raster.ts';

const svg = (size: string, body = '<rect width="100%" height="100%" fill="#36c"/>') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${size}>${body}</svg>`);

async function drawn(bytes: Buffer) {
  const picture = await rasteriseSvg(bytes);
  if (!picture) throw new Error('not drawn');
  return sharp(picture).raw().toBuffer({ resolveWithObject: true });
}

describe('rasteriseSvg', () => {
  it.each([
    ['a paper-doll figure', 'viewBox="0 0 200 300"', 1365, 2048],
    ['a room background', 'viewBox="0 0 400 250"', 2048, 1280],
    ['a drawing sized in pixels', 'width="64" height="32"', 2048, 1024],
    ['a drawing sized in centimetres', 'width="3cm" height="4cm" viewBox="0 0 3 4"', 1536, 2048],
    ['a canvas larger than the picture', 'width="8000" height="2000"', 2048, 512],
    ['a line a pixel wide', 'viewBox="0 0 1 10000"', 1, 2048],
  ])('draws %s with its aspect ratio and its longest side at the limit', async (_name, size, width, height) => {
    const { info } = await drawn(svg(size));
    expect(SVG_RASTER_MAX_SIDE).toBe(2048);
    expect([info.width, info.height]).toEqual([width, height]);
  });

  it('draws a small drawing at the size it is stored at, so its edges stay sharp', async () => {
    // Four units wide, the left half black: enlarged pixels would fade across a quarter of the picture.
    const { data, info } = await drawn(
      svg('viewBox="0 0 4 4"', '<rect width="4" height="4" fill="#fff"/><rect width="2" height="4" fill="#000"/>'),
    );
    const red = (x: number) => data[(info.width * (info.height / 2) + x) * info.channels];
    expect(info.width).toBe(SVG_RASTER_MAX_SIDE);
    expect(red(info.width / 2 - 2)).toBe(0);
    expect(red(info.width / 2 + 1)).toBe(255);
  });

  it('keeps transparency, so a clothes layer shows the figure under it', async () => {
    const { data, info } = await drawn(svg('viewBox="0 0 10 10"', '<rect width="5" height="10" fill="#000"/>'));
    expect(info.channels).toBe(4);
    expect(data[3]).toBe(255);
    expect(data[(info.width - 1) * 4 + 3]).toBe(0);
  });

  it('draws nothing it would have to fetch, from the disk or the network', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'umka-svg-'));
    const file = join(dir, 'red.png');
    await sharp({ create: { width: 10, height: 10, channels: 4, background: '#f00' } })
      .png()
      .toFile(file);
    const asked: string[] = [];
    const server = createServer((request, response) => {
      asked.push(request.url ?? '');
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const { data } = await drawn(
        svg(
          'viewBox="0 0 10 10"',
          `<image href="${pathToFileURL(file).href}" width="10" height="10"/>` +
            `<image href="http://127.0.0.1:${port}/x.png" width="10" height="10"/>` +
            `<rect width="10" height="10" fill="url(http://127.0.0.1:${port}/p.svg#g)"/>`,
        ),
      );
      expect(data.every((value) => value === 0)).toBe(true);
      expect(asked).toEqual([]);
    } finally {
      server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['malformed XML', svg('viewBox="0 0 10 10"', '<g>')],
    [
      'an entity read from a file',
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>' +
          '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text>&x;</text></svg>',
      ),
    ],
    [
      'entities that expand a billion times',
      Buffer.from(
        `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a0 "aaaaaaaaaa">${Array.from(
          { length: 8 },
          (_, i) => `<!ENTITY a${i + 1} "${`&a${i};`.repeat(10)}">`,
        ).join('')}]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text>&a8;</text></svg>`,
      ),
    ],
    ['a canvas of more than 100 megapixels', svg('width="20000" height="20000"')],
    ['a canvas a million pixels wide', svg('width="1000000" height="1"')],
    ['a drawing of no size', svg('width="0" height="0"')],
    ['a picture that is not an SVG', Buffer.from('<html><body>hello</body></html>')],
  ])('refuses %s', async (_name, bytes) => {
    expect(await rasteriseSvg(bytes)).toBeNull();
  });
});
