import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  collectorsSchema,
  loginResultSchema,
  lotBoughtSchema,
  lotsPageSchema,
  ownedPuzzleSchema,
  studentAlbumsSchema,
  studentCrystalsSchema,
  studentPictureSchema,
} from '@umka/contracts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CRYSTAL_CATALOGUE } from '../../modules/albums/albums-catalogue.ts';
import { conservation } from '../../test/album-factories.ts';
import { seedDemo } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { ALBUMS_ART_DIR, DEMO_ALBUMS } from './albums.ts';
import { DEMO_PASSWORD } from './demo.ts';

const ART_DIR = join(ALBUMS_ART_DIR, '..');
/** Our own art is served as it is, so it holds nothing a browser would run or fetch: no script, handler or outside link. */
const ACTIVE_SVG = /<script|<foreignObject|\son[a-z]+\s*=|(?:xlink:)?href\s*=\s*["'](?!#)/i;
const rootOf = (svg: string) => /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';

describe('the demo album art', () => {
  const drawings = DEMO_ALBUMS.flatMap((album) => album.pictures.map((_, i) => `albums/${album.code}-${i + 1}.svg`));

  it('draws every picture on the 1000×400 canvas the cutter splits, small and with nothing active', () => {
    expect(drawings).toHaveLength(16);
    for (const file of drawings) {
      const svg = readFileSync(join(ART_DIR, file), 'utf8');
      expect(rootOf(svg), file).toContain('viewBox="0 0 1000 400"');
      expect(svg, file).not.toMatch(ACTIVE_SVG);
      expect(statSync(join(ART_DIR, file)).size, file).toBeLessThan(12 * 1024);
    }
  });

  it('has a gem for every crystal of the catalogue and an empty puzzle slot, with nothing active', async () => {
    const files = [...CRYSTAL_CATALOGUE.map((crystal) => `crystals/${crystal.code}.svg`), 'albums/puzzle-slot.svg'];
    for (const file of files) {
      const svg = readFileSync(join(ART_DIR, file), 'utf8');
      expect(svg, file).not.toMatch(ACTIVE_SVG);
      const drawn = await sharp(Buffer.from(svg)).metadata();
      expect(drawn.format, file).toBe('svg');
    }
  });
});

interface LoggedIn {
  id: number;
  token: string;
}

describeEachDatabase('the demo albums', (t) => {
  let misha: LoggedIn;
  let dasha: LoggedIn;

  async function logIn(email: string): Promise<LoggedIn> {
    const response = await t.api('POST', '/api/login', { body: { email, password: DEMO_PASSWORD } });
    return { id: dataOf(response, loginResultSchema).user.id, token: String(response.headers['jwt-token']) };
  }
  const get = <T extends z.ZodType>(who: LoggedIn, url: string, schema: T) =>
    t.api('GET', url, { token: who.token }).then((response) => dataOf(response, schema));

  beforeAll(async () => {
    const started = performance.now();
    await seedDemo(t);
    // The whole demo seed, cutting the sixteen pictures included, stays quick enough for a first start.
    expect(performance.now() - started).toBeLessThan(15_000);
    misha = await logIn('student@example.com');
    dasha = await logIn('student4@example.com');
  });

  it.each([2, 3])(
    'opens Миша the first album of subject %i with a picture complete and one half done',
    async (subjectId) => {
      const list = await get(misha, `/api/students/${misha.id}/albums?subject_id=${subjectId}`, studentAlbumsSchema);
      expect(list.albums).toHaveLength(2);
      expect(list.can_open).toBe(false);
      const [first, second] = list.albums;
      expect(first).toMatchObject({ status: 'open', pictures_total: 4, pictures_complete: 1, reward_likes: 20 });
      expect(second?.status).toBe('new');

      const pictures = await get(
        misha,
        `/api/students/${misha.id}/albums/${first?.id}/pictures?subject_id=${subjectId}`,
        z.array(studentPictureSchema),
      );
      expect(pictures.map((picture) => picture.complete)).toEqual([true, false, false, false]);
      expect(pictures.map((picture) => picture.is_legendary)).toEqual([false, false, false, true]);
      expect(pictures[1]?.slots.map((slot) => slot?.number ?? null)).toEqual([
        1,
        2,
        3,
        4,
        5,
        null,
        null,
        null,
        null,
        null,
      ]);
      for (const picture of pictures) expect(picture.image).toMatch(/^\/media\/[a-z0-9-]+\.webp$/);

      const pool = await get(
        misha,
        `/api/students/${misha.id}/puzzles?subject_id=${subjectId}`,
        z.array(ownedPuzzleSchema),
      );
      expect(pool).toHaveLength(14);
      expect(pool.filter((piece) => piece.is_legendary)).toHaveLength(2);
      const inPictures = pictures.flatMap((picture) => picture.slots.flatMap((slot) => (slot ? [slot.id] : [])));
      const held = [...inPictures, ...pool.map((piece) => piece.id)];
      expect(held.length - new Set(held).size).toBe(3);
    },
  );

  it('serves the pieces as 200×200 pictures', async () => {
    const pool = await get(misha, `/api/students/${misha.id}/puzzles?subject_id=2`, z.array(ownedPuzzleSchema));
    const response = await t.app.inject({ method: 'GET', url: pool[0]?.image ?? '' });
    expect(response.statusCode).toBe(200);
    const piece = await sharp(response.rawPayload).metadata();
    expect([piece.format, piece.width, piece.height]).toEqual(['webp', 200, 200]);
  });

  it.each([2, 3])(
    'gives Миша a charged legendary crystal and an active trader crystal in subject %i',
    async (subjectId) => {
      const { crystals } = await get(
        misha,
        `/api/students/${misha.id}/crystals?subject_id=${subjectId}`,
        studentCrystalsSchema,
      );
      const byCode = new Map(crystals.map((crystal) => [crystal.code, crystal]));
      expect(byCode.get('legendary')).toMatchObject({ count: 1, charge: 7, active_until: null });
      expect(byCode.get('luck')).toMatchObject({ count: 1, charge: 3 });
      expect(byCode.get('trade')).toMatchObject({ count: 1, charge: 7 });
      expect(Date.parse(byCode.get('trade')?.active_until ?? '')).toBeGreaterThan(t.clock.now().getTime());
      expect(byCode.get('bargain')?.count ?? 0).toBe(0);
    },
  );

  it.each([2, 3])('shows Миша Даша’s open lots of subject %i: a piece and a crystal', async (subjectId) => {
    const page = await get(misha, `/api/market/lots?subject_id=${subjectId}`, lotsPageSchema);
    expect(page.items.map((lot) => lot.type).sort()).toEqual(['crystal', 'puzzle']);
    for (const lot of page.items) {
      expect(lot).toMatchObject({ status: 'open', is_own: false, seller: { id: dasha.id } });
      expect(lot.items).toHaveLength(1);
    }
    const own = await get(dasha, `/api/market/lots?subject_id=${subjectId}&mine=1`, lotsPageSchema);
    expect(own.items).toHaveLength(2);

    const rating = await get(misha, `/api/crystals/students?subject_id=${subjectId}`, collectorsSchema);
    expect(rating.items[0]).toMatchObject({ student_id: misha.id, pictures: 1, is_own: true });
    expect(rating.items.map((entry) => entry.student_id)).toContain(dasha.id);
  });

  it.each([2, 3])('keeps every held piece and crystal of subject %i in the item ledger', async (subjectId) => {
    for (const who of [misha, dasha]) {
      const totals = await conservation(t.database.db, { studentId: who.id, subjectId });
      expect(totals.pieces).toBe(totals.piecesLedger);
      expect(totals.crystals).toBe(totals.crystalsLedger);
      expect(totals.likes).toBe(totals.likesLedger);
    }
  });

  it('lets Миша buy the piece his half-done picture lacks from Даша', async () => {
    const eights = async () =>
      (await get(misha, `/api/students/${misha.id}/puzzles?subject_id=2`, z.array(ownedPuzzleSchema))).filter(
        (piece) => piece.number === 8,
      ).length;
    const before = await eights();
    const page = await get(misha, '/api/market/lots?subject_id=2&type=puzzle', lotsPageSchema);
    const lot = page.items[0];
    expect(lot?.items[0]?.object.number).toBe(8);
    const response = await t.api('PATCH', `/api/market/lots/${lot?.id}`, {
      token: misha.token,
      body: { subject_id: 2 },
    });
    dataOf(response, lotBoughtSchema);
    const pool = await get(misha, `/api/students/${misha.id}/puzzles?subject_id=2`, z.array(ownedPuzzleSchema));
    expect(pool).toHaveLength(15);
    expect(await eights()).toBe(before + 1);
    const totals = await conservation(t.database.db, { studentId: misha.id, subjectId: 2 });
    expect(totals.pieces).toBe(totals.piecesLedger);
  });
});
