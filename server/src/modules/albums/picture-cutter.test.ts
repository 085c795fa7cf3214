import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ART_PATH } from '@umka/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, type Storage } from '../../lib/storage.ts';
import { cutPicture } from './picture-cutter.ts';

/** Ten blocks of clearly different colours, one where each piece belongs, and a white dot in each block's corner. */
const COLOURS = [
  '#e6194b',
  '#3cb44b',
  '#ffe119',
  '#4363d8',
  '#f58231',
  '#911eb4',
  '#46f0f0',
  '#f032e6',
  '#800000',
  '#008080',
];
const blocks = COLOURS.map((colour, index) => {
  const x = (index % 5) * 200;
  const y = Math.floor(index / 5) * 200;
  return `<rect x="${x}" y="${y}" width="200" height="200" fill="${colour}"/><rect x="${x + 10}" y="${y + 10}" width="30" height="30" fill="#fff"/>`;
});
const SVG = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 400">${blocks.join('')}</svg>`);

async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at] ?? -1, data[at + 1] ?? -1, data[at + 2] ?? -1];
}

function expectClose(actual: number[], expected: number[]): void {
  for (const [index, value] of expected.entries()) expect(Math.abs((actual[index] ?? -1) - value)).toBeLessThan(12);
}

describe('cutting a picture into puzzles', () => {
  let dir: string;
  let storage: Storage;
  const read = async (path: string) => {
    const bytes = await storage.read('media', path.replace('/media/', ''));
    if (!bytes) throw new Error(`${path} was not stored`);
    return bytes;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'umka-cutter-'));
    storage = createStorage(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('stores the whole picture of 1000×400 and ten WebP pieces of 200×200 at media paths', async () => {
    const cut = await cutPicture(storage, SVG);
    expect(cut.pieces).toHaveLength(10);
    expect(new Set([cut.image, ...cut.pieces]).size).toBe(11);
    for (const path of [cut.image, ...cut.pieces]) expect(path).toMatch(ART_PATH);
    const whole = await sharp(await read(cut.image)).metadata();
    expect([whole.format, whole.width, whole.height]).toEqual(['webp', 1000, 400]);
    for (const path of cut.pieces) {
      const piece = await sharp(await read(path)).metadata();
      expect([piece.format, piece.width, piece.height]).toEqual(['webp', 200, 200]);
    }
  });

  it('numbers the pieces left to right, top row first, so they reassemble into the picture', async () => {
    const cut = await cutPicture(storage, SVG);
    const whole = await read(cut.image);
    for (const [index, path] of cut.pieces.entries()) {
      const piece = await read(path);
      const left = (index % 5) * 200;
      const top = Math.floor(index / 5) * 200;
      for (const [x, y] of [
        [100, 100],
        [20, 20],
        [190, 190],
      ] as const) {
        expectClose(await pixel(piece, x, y), await pixel(whole, left + x, top + y));
      }
      expectClose(await pixel(piece, 100, 100), [
        Number.parseInt(COLOURS[index]?.slice(1, 3) ?? '', 16),
        Number.parseInt(COLOURS[index]?.slice(3, 5) ?? '', 16),
        Number.parseInt(COLOURS[index]?.slice(5, 7) ?? '', 16),
      ]);
    }
  });

  it('covers 1000×400 with a PNG of other proportions, keeping its middle', async () => {
    // A square: red on top, blue below; cut to 1000×400 the middle band keeps both halves.
    const png = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#ff0000' } })
      .composite([
        {
          input: await sharp({ create: { width: 500, height: 250, channels: 3, background: '#0000ff' } })
            .png()
            .toBuffer(),
          top: 250,
          left: 0,
        },
      ])
      .png()
      .toBuffer();
    const cut = await cutPicture(storage, png);
    const first = await read(cut.pieces[0] ?? '');
    const last = await read(cut.pieces[9] ?? '');
    expectClose(await pixel(first, 100, 100), [255, 0, 0]);
    expectClose(await pixel(last, 100, 100), [0, 0, 255]);
  });

  it('refuses bytes that are not a picture', async () => {
    await expect(cutPicture(storage, Buffer.from('not a picture'))).rejects.toThrow();
  });
});
