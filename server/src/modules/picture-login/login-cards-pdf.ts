import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import type { Locale, PictureId } from '@umka/contracts';
import { PDFDocument, type PDFImage, type PDFPage, rgb } from 'pdf-lib';
import { loadSharp } from '../../lib/sharp.ts';
import { drawLine, loadFaces, Typesetter } from '../certificates/certificate-pdf.ts';

export interface LoginCard {
  /** As the class list shows it: first name and last initial. */
  name: string;
  pictures: readonly PictureId[];
}

export interface LoginCardsContent {
  locale: Locale;
  classTitle: string;
  code: string;
  link: string;
  cards: readonly LoginCard[];
}

const LABELS: Record<Locale, { heading: string; code: string; brand: string; picture: Record<PictureId, string> }> = {
  'ru-RU': {
    heading: 'Вход по картинкам',
    code: 'Код класса',
    brand: 'Умка',
    picture: {
      sun: 'солнце',
      cat: 'кот',
      apple: 'яблоко',
      ball: 'мяч',
      tree: 'дерево',
      fish: 'рыбка',
      star: 'звезда',
      car: 'машина',
      house: 'дом',
    },
  },
  'en-US': {
    heading: 'Picture login',
    code: 'Class code',
    brand: 'Umka',
    picture: {
      sun: 'sun',
      cat: 'cat',
      apple: 'apple',
      ball: 'ball',
      tree: 'tree',
      fish: 'fish',
      star: 'star',
      car: 'car',
      house: 'house',
    },
  },
  'uk-UA': {
    heading: 'Вхід за картинками',
    code: 'Код класу',
    brand: 'Умка',
    picture: {
      sun: 'сонце',
      cat: 'кіт',
      apple: 'яблуко',
      ball: "м'яч",
      tree: 'дерево',
      fish: 'рибка',
      star: 'зірка',
      car: 'машина',
      house: 'будинок',
    },
  },
};

/** The same SVGs the login page shows (web/public/art/picture-login/), as the demo seed reads the web's art. */
const ART_DIR = new URL('../../../../web/public/art/picture-login/', import.meta.url);
/** Drawn at 3× the printed size (~2 cm), sharp enough for any school printer. */
const RASTER_PX = 240;

let artLoading: Promise<Map<PictureId, Uint8Array>> | null = null;

async function rasterise(id: PictureId): Promise<[PictureId, Uint8Array]> {
  const sharp = await loadSharp();
  const svg = await readFile(new URL(`${id}.svg`, ART_DIR));
  return [id, await sharp(svg).resize(RASTER_PX, RASTER_PX).png().toBuffer()];
}

/** The nine pictures rasterised once per process, the first time a class prints its cards. */
function loadArt(ids: readonly PictureId[]): Promise<Map<PictureId, Uint8Array>> {
  artLoading ??= Promise.all(ids.map(rasterise)).then((pairs) => new Map(pairs));
  return artLoading;
}

const INK = rgb(0.13, 0.16, 0.2);
const MUTED = rgb(0.38, 0.42, 0.47);
const TEAL = rgb(0.031, 0.498, 0.357);

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 28;
const GAP = 12;
const COLUMNS = 2;
const ROWS = 4;
const CARD_WIDTH = (PAGE_WIDTH - 2 * MARGIN - GAP * (COLUMNS - 1)) / COLUMNS;
const CARD_HEIGHT = (PAGE_HEIGHT - 2 * MARGIN - GAP * (ROWS - 1)) / ROWS;
const PICTURE = 64;
const PICTURE_GAP = 18;

/** "ABCD2345" printed as "ABCD-2345": easier to read off a card; the login page forgives the dash. */
export function printedCode(code: string): string {
  return code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

async function drawCard(
  page: PDFPage,
  type: Typesetter,
  images: Map<PictureId, PDFImage>,
  content: LoginCardsContent,
  card: LoginCard,
  left: number,
  bottom: number,
): Promise<void> {
  const labels = LABELS[content.locale];
  const center = left + CARD_WIDTH / 2;
  const inner = CARD_WIDTH - 24;
  const top = bottom + CARD_HEIGHT;
  // A dashed edge to cut along.
  page.drawRectangle({
    x: left,
    y: bottom,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    borderColor: TEAL,
    borderWidth: 1,
    borderDashArray: [5, 4],
  });
  drawLine(page, await type.line(`${labels.brand} · ${labels.heading}`, 400, 9, inner), top - 16, MUTED, center);
  drawLine(page, await type.line(card.name, 800, 18, inner), top - 38, INK, center);
  drawLine(page, await type.line(content.classTitle, 400, 10, inner), top - 53, MUTED, center);

  const rowWidth = PICTURE * card.pictures.length + PICTURE_GAP * (card.pictures.length - 1);
  const pictureBottom = top - 64 - PICTURE;
  for (const [index, id] of card.pictures.entries()) {
    const x = center - rowWidth / 2 + index * (PICTURE + PICTURE_GAP);
    const image = images.get(id);
    if (image) page.drawImage(image, { x, y: pictureBottom, width: PICTURE, height: PICTURE });
    const caption = `${index + 1}. ${labels.picture[id]}`;
    drawLine(
      page,
      await type.line(caption, 800, 8.5, PICTURE + PICTURE_GAP - 2),
      pictureBottom - 11,
      INK,
      x + PICTURE / 2,
    );
    if (index < card.pictures.length - 1) {
      const arrowX = x + PICTURE + PICTURE_GAP / 2;
      const arrowY = pictureBottom + PICTURE / 2;
      page.drawSvgPath('M -5 -4 L 3 0 L -5 4', { x: arrowX, y: arrowY, borderColor: TEAL, borderWidth: 2 });
    }
  }
  drawLine(
    page,
    await type.line(`${labels.code}: ${printedCode(content.code)}`, 800, 12, inner),
    bottom + 24,
    TEAL,
    center,
  );
  drawLine(page, await type.line(content.link, 400, 8, inner), bottom + 11, MUTED, center);
}

/** A4 pages of eight cards to cut out: each student's name, their three pictures in order, the class code and link. */
export async function renderLoginCardsPdf(content: LoginCardsContent): Promise<Uint8Array> {
  const labels = LABELS[content.locale];
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${labels.heading}: ${content.classTitle}`);
  doc.setCreator(labels.brand);
  doc.setLanguage(content.locale);
  const type = new Typesetter(doc, await loadFaces());
  const used = [...new Set(content.cards.flatMap((card) => card.pictures))];
  const art = await loadArt(Object.keys(labels.picture) as PictureId[]);
  const images = new Map<PictureId, PDFImage>();
  for (const id of used) {
    const png = art.get(id);
    if (png) images.set(id, await doc.embedPng(png));
  }
  const perPage = COLUMNS * ROWS;
  // A class without students still gets a page, so the file is never empty.
  const pages = Math.max(1, Math.ceil(content.cards.length / perPage));
  for (let pageIndex = 0; pageIndex < pages; pageIndex += 1) {
    const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    const onPage = content.cards.slice(pageIndex * perPage, (pageIndex + 1) * perPage);
    for (const [index, card] of onPage.entries()) {
      const column = index % COLUMNS;
      const row = Math.floor(index / COLUMNS);
      const left = MARGIN + column * (CARD_WIDTH + GAP);
      const bottom = PAGE_HEIGHT - MARGIN - (row + 1) * CARD_HEIGHT - row * GAP;
      await drawCard(page, type, images, content, card, left, bottom);
    }
  }
  return doc.save();
}
