import { loadSharp } from '../../lib/sharp.ts';
import type { Storage } from '../../lib/storage.ts';
import { SEED_WEBP_EFFORT } from './seed-drawing.ts';

/** Where the exhibition's screenshots are kept: with the other uploaded pictures, served from /media/. */
const FOLDER = 'media';
const WIDTH = 640;
const HEIGHT = 360;

const frame = (body: string, background: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
  `<rect width="${WIDTH}" height="${HEIGHT}" fill="${background}"/>${body}</svg>`;

/** A snake of `length` squares flying through the stars, the score in the corner. */
function spaceSnake(length: number): string {
  const stars = Array.from({ length: 40 }, (_, i) => {
    const x = (i * 97) % WIDTH;
    const y = (i * 61) % HEIGHT;
    return `<circle cx="${x}" cy="${y}" r="${1 + (i % 3)}" fill="#fff" opacity="0.7"/>`;
  }).join('');
  const body = Array.from({ length }, (_, i) => {
    const x = 120 + Math.min(i, 9) * 30;
    const y = 180 - Math.max(0, i - 9) * 30;
    return `<rect x="${x}" y="${y}" width="28" height="28" rx="6" fill="#69db7c"/>`;
  }).join('');
  return frame(
    `${stars}${body}<circle cx="134" cy="194" r="4" fill="#0b1220"/>` +
      '<polygon points="470,120 478,140 500,142 483,156 488,178 470,166 452,178 457,156 440,142 462,140" fill="#ffd43b"/>' +
      '<rect x="20" y="16" width="120" height="36" rx="8" fill="#1c2b4a"/>' +
      '<rect x="34" y="30" width="60" height="8" rx="4" fill="#ffd43b"/>',
    '#0b1220',
  );
}

/** A page about a cat: a header, a photo of a drawn cat and lines of text. */
function catSite(): string {
  return frame(
    '<rect x="0" y="0" width="640" height="56" fill="#f08c00"/>' +
      '<rect x="24" y="18" width="160" height="20" rx="6" fill="#fff"/>' +
      '<rect x="40" y="90" width="220" height="220" rx="16" fill="#ffe8cc"/>' +
      '<circle cx="150" cy="210" r="70" fill="#fd7e14"/>' +
      '<polygon points="95,165 105,110 135,150" fill="#fd7e14"/><polygon points="205,165 195,110 165,150" fill="#fd7e14"/>' +
      '<circle cx="125" cy="200" r="9" fill="#212529"/><circle cx="175" cy="200" r="9" fill="#212529"/>' +
      '<polygon points="142,222 158,222 150,232" fill="#e64980"/>' +
      [0, 1, 2, 3, 4, 5]
        .map(
          (i) => `<rect x="300" y="${100 + i * 34}" width="${i % 2 ? 240 : 300}" height="14" rx="7" fill="#ced4da"/>`,
        )
        .join(''),
    '#fff9f0',
  );
}

/** A ball bouncing down stairs, each bounce lower than the one before. */
function bouncingBall(): string {
  const stairs = [0, 1, 2, 3, 4]
    .map((i) => `<rect x="${60 + i * 110}" y="${120 + i * 45}" width="110" height="${HEIGHT}" fill="#5c7cfa"/>`)
    .join('');
  const path =
    '<path d="M80 60 Q130 -10 170 110 Q220 40 280 155 Q330 100 390 200 Q430 160 500 245" fill="none" ' +
    'stroke="#ffd43b" stroke-width="4" stroke-dasharray="10 8"/>';
  return frame(`${stairs}${path}<circle cx="500" cy="225" r="20" fill="#fa5252"/>`, '#e7f5ff');
}

/** Chat bubbles of a bot that asks about homework. */
function homeworkBot(): string {
  return frame(
    '<rect x="40" y="40" width="360" height="64" rx="20" fill="#fff"/><rect x="64" y="64" width="280" height="16" rx="8" fill="#adb5bd"/>' +
      '<rect x="240" y="130" width="360" height="64" rx="20" fill="#12b886"/><rect x="264" y="154" width="240" height="16" rx="8" fill="#fff"/>' +
      '<rect x="40" y="220" width="300" height="64" rx="20" fill="#fff"/><rect x="64" y="244" width="220" height="16" rx="8" fill="#adb5bd"/>' +
      '<circle cx="590" cy="300" r="30" fill="#7048e8"/><rect x="570" y="290" width="40" height="14" rx="7" fill="#fff"/>',
    '#d3f9d8',
  );
}

/** The screenshots of the demo projects, by title: drawn here, kept as the WebP an upload would be. */
export const DEMO_PROJECT_ART: Readonly<Record<string, readonly (() => string)[]>> = {
  'Космическая змейка': [() => spaceSnake(6), () => spaceSnake(12)],
  'Сайт о моём коте Барсике': [catSite],
  'Мультик про прыгающий мяч': [bouncingBall],
  'Бот-напоминалка о домашке': [homeworkBot],
};

export type DemoProjectShots = ReadonlyMap<string, readonly string[]>;

/** Draws and stores the demo screenshots before the seed's transaction, as an upload would store them. */
export async function storeDemoProjectShots(storage: Storage): Promise<DemoProjectShots> {
  const sharp = await loadSharp();
  const stored = new Map<string, string[]>();
  for (const [title, drawings] of Object.entries(DEMO_PROJECT_ART)) {
    const names: string[] = [];
    for (const draw of drawings) {
      const bytes = await sharp(Buffer.from(draw())).webp({ quality: 85, effort: SEED_WEBP_EFFORT }).toBuffer();
      names.push(await storage.write(FOLDER, 'webp', bytes));
    }
    stored.set(title, names);
  }
  return stored;
}
