import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import type { Locale } from '@umka/contracts';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

export interface CertificateContent {
  locale: Locale;
  studentName: string;
  title: string;
  reason: string;
  /** YYYY-MM-DD. */
  issuedOn: string;
  issuerName: string;
}

/** Every word printed on the certificate, already in the student's language. */
export interface CertificateText {
  heading: string;
  awardedTo: string;
  studentName: string;
  title: string;
  reason: string;
  date: string;
  dateLabel: string;
  issuerName: string;
  issuerLabel: string;
  brand: string;
}

const LABELS: Record<Locale, Pick<CertificateText, 'heading' | 'awardedTo' | 'dateLabel' | 'issuerLabel' | 'brand'>> = {
  'ru-RU': {
    heading: 'СЕРТИФИКАТ',
    awardedTo: 'Награждается',
    dateLabel: 'Дата',
    issuerLabel: 'Учитель',
    brand: 'Умка',
  },
  'en-US': {
    heading: 'CERTIFICATE',
    awardedTo: 'This certificate is presented to',
    dateLabel: 'Date',
    issuerLabel: 'Teacher',
    brand: 'Umka',
  },
  'uk-UA': {
    heading: 'СЕРТИФІКАТ',
    awardedTo: 'Нагороджується',
    dateLabel: 'Дата',
    issuerLabel: 'Вчитель',
    brand: 'Умка',
  },
};

export function certificateText(content: CertificateContent): CertificateText {
  // The day is a calendar day, not an instant: formatted in UTC it never shifts to the day before.
  const date = new Intl.DateTimeFormat(content.locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${content.issuedOn}T00:00:00Z`));
  return {
    ...LABELS[content.locale],
    studentName: content.studentName,
    title: content.title,
    reason: content.reason,
    date,
    issuerName: content.issuerName,
  };
}

/**
 * Nunito as the web app shows it, in Fontsource's per-script files (OFL, see assets/fonts/nunito/OFL.txt):
 * no single file holds both Latin and Cyrillic, so each letter is drawn with the first file that has it.
 */
const FONT_DIR = new URL('../../../assets/fonts/nunito/', import.meta.url);
const SCRIPTS = ['latin', 'cyrillic', 'latin-ext', 'cyrillic-ext'] as const;
export type Weight = 400 | 800;

interface Face {
  bytes: Uint8Array;
  codePoints: ReadonlySet<number>;
}

let facesLoading: Promise<Record<Weight, Face[]>> | null = null;

async function loadFace(script: string, weight: Weight): Promise<Face> {
  const bytes = await readFile(new URL(`nunito-${script}-${weight}-normal.woff`, FONT_DIR));
  return { bytes, codePoints: new Set(fontkit.create(bytes).characterSet) };
}

/** Read and indexed once per process: every certificate (and login card) draws with the same eight files. */
export function loadFaces(): Promise<Record<Weight, Face[]>> {
  facesLoading ??= (async () => ({
    400: await Promise.all(SCRIPTS.map((script) => loadFace(script, 400))),
    800: await Promise.all(SCRIPTS.map((script) => loadFace(script, 800))),
  }))();
  return facesLoading;
}

interface Run {
  text: string;
  font: PDFFont;
}

export interface Line {
  runs: Run[];
  size: number;
  width: number;
}

/** Splits text into runs of one font each and embeds (subset) only the files a certificate uses. */
export class Typesetter {
  private readonly embedded = new Map<string, Promise<PDFFont>>();

  constructor(
    private readonly doc: PDFDocument,
    private readonly faces: Record<Weight, Face[]>,
  ) {}

  private font(weight: Weight, index: number): Promise<PDFFont> {
    const key = `${weight}-${index}`;
    let font = this.embedded.get(key);
    if (!font) {
      font = this.doc.embedFont(this.faces[weight][index]?.bytes ?? new Uint8Array(), { subset: true });
      this.embedded.set(key, font);
    }
    return font;
  }

  async runs(text: string, weight: Weight): Promise<Run[]> {
    const faces = this.faces[weight];
    const parts: { text: string; face: number }[] = [];
    for (const char of text) {
      const codePoint = char.codePointAt(0) ?? 0;
      // A letter no file has falls to Latin, which draws its empty glyph rather than failing the certificate.
      const face = Math.max(
        0,
        faces.findIndex((candidate) => candidate.codePoints.has(codePoint)),
      );
      const last = parts.at(-1);
      if (last && (last.face === face || char === ' ')) last.text += char;
      else parts.push({ text: char, face });
    }
    return Promise.all(parts.map(async (part) => ({ text: part.text, font: await this.font(weight, part.face) })));
  }

  /** One centred line, shrunk below `size` only when it cannot fit `maxWidth` otherwise. */
  async line(text: string, weight: Weight, size: number, maxWidth: number): Promise<Line> {
    const runs = await this.runs(text, weight);
    const width = widthOf(runs, size);
    const fitted = width > maxWidth ? (size * maxWidth) / width : size;
    return { runs, size: fitted, width: widthOf(runs, fitted) };
  }

  /** Greedy word wrap to `maxWidth`, at most `maxLines` lines (the last one takes the rest, shrunk to fit). */
  async paragraph(text: string, weight: Weight, size: number, maxWidth: number, maxLines: number): Promise<Line[]> {
    const words = text.split(/\s+/).filter(Boolean);
    const texts: string[] = [];
    let current = '';
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (!current || texts.length === maxLines - 1) current = candidate;
      else if (widthOf(await this.runs(candidate, weight), size) <= maxWidth) current = candidate;
      else {
        texts.push(current);
        current = word;
      }
    }
    if (current) texts.push(current);
    return Promise.all(texts.map((line) => this.line(line, weight, size, maxWidth)));
  }
}

function widthOf(runs: readonly Run[], size: number): number {
  return runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
}

const INK = rgb(0.13, 0.16, 0.2);
const MUTED = rgb(0.38, 0.42, 0.47);
const TEAL = rgb(0.031, 0.498, 0.357);
const GOLD = rgb(0.78, 0.56, 0.16);
const PAPER = rgb(1, 0.985, 0.95);

const WIDTH = 841.89;
const HEIGHT = 595.28;
const CENTER = WIDTH / 2;

export function drawLine(page: PDFPage, line: Line, y: number, color = INK, centerX = CENTER): void {
  let x = centerX - line.width / 2;
  for (const run of line.runs) {
    page.drawText(run.text, { x, y, size: line.size, font: run.font, color });
    x += run.font.widthOfTextAtSize(run.text, line.size);
  }
}

const STAR = 'M 0 -12 L 3.5 -4 L 12 -3.7 L 5.5 2 L 7.4 10.5 L 0 5.8 L -7.4 10.5 L -5.5 2 L -12 -3.7 L -3.5 -4 Z';
const DIAMOND = 'M 0 -9 L 9 0 L 0 9 L -9 0 Z';

/** A double frame with diamonds in the corners, a star between two rules at the top. */
function drawFrame(page: PDFPage): void {
  page.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: PAPER });
  page.drawRectangle({ x: 18, y: 18, width: WIDTH - 36, height: HEIGHT - 36, borderColor: TEAL, borderWidth: 6 });
  page.drawRectangle({ x: 32, y: 32, width: WIDTH - 64, height: HEIGHT - 64, borderColor: GOLD, borderWidth: 1.2 });
  for (const [x, y] of [
    [32, 32],
    [WIDTH - 32, 32],
    [32, HEIGHT - 32],
    [WIDTH - 32, HEIGHT - 32],
  ] as const) {
    page.drawSvgPath(DIAMOND, { x, y, color: GOLD, borderColor: TEAL, borderWidth: 1 });
    page.drawCircle({ x, y, size: 2.5, color: PAPER });
  }
  const starY = HEIGHT - 78;
  page.drawSvgPath(STAR, { x: CENTER, y: starY, color: GOLD });
  for (const side of [-1, 1]) {
    page.drawLine({
      start: { x: CENTER + side * 22, y: starY },
      end: { x: CENTER + side * 150, y: starY },
      thickness: 1,
      color: GOLD,
    });
    page.drawCircle({ x: CENTER + side * 156, y: starY, size: 3, color: TEAL });
  }
}

/** The seal between the date and the teacher's name, with the app's name across it. */
async function drawSeal(page: PDFPage, type: Typesetter, brand: string): Promise<void> {
  const y = 100;
  page.drawCircle({ x: CENTER, y, size: 36, color: TEAL, borderColor: GOLD, borderWidth: 3 });
  page.drawCircle({ x: CENTER, y, size: 29, borderColor: PAPER, borderWidth: 0.8 });
  page.drawSvgPath(STAR, { x: CENTER, y: y + 12, color: GOLD, scale: 0.7 });
  drawLine(page, await type.line(brand, 800, 12, 50), y - 14, PAPER);
}

async function drawSignatureBlock(page: PDFPage, type: Typesetter, centerX: number, value: string, label: string) {
  const lineY = 96;
  drawLine(page, await type.line(value, 800, 14, 220), lineY + 8, INK, centerX);
  page.drawLine({
    start: { x: centerX - 115, y: lineY },
    end: { x: centerX + 115, y: lineY },
    thickness: 0.8,
    color: MUTED,
  });
  drawLine(page, await type.line(label, 400, 11, 220), lineY - 16, MUTED, centerX);
}

/** An A4 landscape certificate: the student's name, the title and reason, the date and the teacher. */
export async function renderCertificatePdf(content: CertificateContent): Promise<Uint8Array> {
  const text = certificateText(content);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`${text.heading}: ${text.title} — ${text.studentName}`);
  doc.setAuthor(text.issuerName);
  doc.setCreator(text.brand);
  doc.setLanguage(content.locale);
  const type = new Typesetter(doc, await loadFaces());
  const page = doc.addPage([WIDTH, HEIGHT]);

  drawFrame(page);
  drawLine(page, await type.line(text.heading, 800, 46, 600), HEIGHT - 150, TEAL);
  drawLine(page, await type.line(text.awardedTo, 400, 16, 600), HEIGHT - 186, MUTED);
  drawLine(page, await type.line(text.studentName, 800, 34, 620), HEIGHT - 232);
  page.drawLine({
    start: { x: CENTER - 230, y: HEIGHT - 246 },
    end: { x: CENTER + 230, y: HEIGHT - 246 },
    thickness: 1,
    color: GOLD,
  });

  // Title and reason share the band between the name and the signatures, centred in it whatever their length.
  const title = await type.paragraph(text.title, 800, 22, 640, 3);
  const reason = await type.paragraph(text.reason, 400, 14, 600, 7);
  const titleStep = 28;
  const reasonStep = 19;
  const gap = 12;
  const blockHeight = title.length * titleStep + gap + reason.length * reasonStep;
  const bandTop = HEIGHT - 262;
  const bandBottom = 150;
  let y = bandTop - Math.max(0, (bandTop - bandBottom - blockHeight) / 2) - 22;
  for (const line of title) {
    drawLine(page, line, y, TEAL);
    y -= titleStep;
  }
  y -= gap - (titleStep - reasonStep);
  for (const line of reason) {
    drawLine(page, line, y, INK);
    y -= reasonStep;
  }

  await drawSignatureBlock(page, type, 230, text.date, text.dateLabel);
  await drawSignatureBlock(page, type, WIDTH - 230, text.issuerName, text.issuerLabel);
  await drawSeal(page, type, text.brand);
  return doc.save();
}
