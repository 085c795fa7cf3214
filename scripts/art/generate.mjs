import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHARACTERS } from './characters.mjs';
import { CLOTHES, SLOT_OF } from './clothes.mjs';
import { PLACES } from './places.mjs';
import { PROFESSION_ICONS } from './professions.mjs';
import { THINGS } from './things.mjs';

/**
 * `node scripts/art/generate.mjs` redraws the student-world art under web/public/art. The output is
 * committed: the app serves those files, and this script is how they are changed.
 */
const ART = join(dirname(fileURLToPath(import.meta.url)), '../../web/public/art');

/** Square crops of the clothes canvas around each piece, for shop lists. */
const CROPS = {
  head: '35 -28 130 130',
  body: '30 108 140 140',
  legs: '40 162 120 120',
  feet: '58 210 84 84',
  bow: '100 9 60 60',
  headband: '46 4 118 118',
  glasses: '40 25 120 120',
  sunglasses: '40 25 120 120',
  'hero-mask': '40 25 120 120',
  scarf: '40 90 120 120',
  satchel: '50 108 110 110',
  medal: '60 115 80 80',
  'bow-tie': '70 104 60 60',
  whistle: '60 110 80 80',
  'honey-bag': '36 112 110 110',
};

function preview(code, picture) {
  const crop = CROPS[code] ?? CROPS[SLOT_OF[code]];
  if (!crop) throw new Error(`no preview crop for ${code}`);
  const [, , size] = crop.split(' ');
  return picture.replace(
    /viewBox="[^"]*" width="\d+" height="\d+"/,
    `viewBox="${crop}" width="${size}" height="${size}"`,
  );
}

function write(folder, pictures) {
  mkdirSync(join(ART, folder), { recursive: true });
  for (const [code, picture] of Object.entries(pictures)) writeFileSync(join(ART, folder, `${code}.svg`), picture);
}

write('characters', CHARACTERS);
write('clothes', CLOTHES);
write(
  'clothes/previews',
  Object.fromEntries(Object.entries(CLOTHES).map(([code, picture]) => [code, preview(code, picture)])),
);
write('things', THINGS);
write('places', PLACES);
write('professions', PROFESSION_ICONS);
