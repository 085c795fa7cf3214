/**
 * Shared palette and drawing helpers of the student-world art. One ink colour outlines every
 * character, piece of clothes and thing, so pictures made at different times still look like one set.
 */
export const INK = '#4a3f5c';

export const C = {
  red: '#e85d5d',
  darkRed: '#b94545',
  orange: '#f4a259',
  yellow: '#f6d55c',
  gold: '#f5c242',
  green: '#7bc47f',
  darkGreen: '#4e9a5a',
  teal: '#4fb6b0',
  sky: '#8fd3f4',
  blue: '#5b8def',
  navy: '#3f5aa8',
  purple: '#9b7bd4',
  pink: '#f49ac1',
  lightPink: '#fbd3e3',
  brown: '#a9744f',
  darkBrown: '#7a4e32',
  wood: '#d9a066',
  lightWood: '#eac48f',
  cream: '#fff4e0',
  white: '#ffffff',
  grey: '#c9ced6',
  midGrey: '#9aa1ad',
  darkGrey: '#6b7280',
  black: '#3a3345',
  denim: '#5a7fc0',
  mint: '#bfe8d0',
};

const attr = (props) =>
  Object.entries(props)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => ` ${key.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)}="${value}"`)
    .join('');

/** Filled shape outlined in ink; `sw` is the outline width (0 for none). */
const styled = (fill, sw, extra = {}) => ({
  fill,
  stroke: sw ? INK : undefined,
  strokeWidth: sw || undefined,
  strokeLinejoin: sw ? 'round' : undefined,
  ...extra,
});

export const path = (d, fill, sw = 3, extra) => `<path${attr({ d, ...styled(fill, sw, extra) })}/>`;
export const circle = (cx, cy, r, fill, sw = 3, extra) => `<circle${attr({ cx, cy, r, ...styled(fill, sw, extra) })}/>`;
export const ellipse = (cx, cy, rx, ry, fill, sw = 3, extra) =>
  `<ellipse${attr({ cx, cy, rx, ry, ...styled(fill, sw, extra) })}/>`;
export const rect = (x, y, width, height, fill, sw = 3, rx = 0, extra) =>
  `<rect${attr({ x, y, width, height, rx: rx || undefined, ...styled(fill, sw, extra) })}/>`;
/** An open ink line (seams, whiskers, folds). */
export const line = (d, sw = 3, stroke = INK, extra) =>
  `<path${attr({ d, fill: 'none', stroke, strokeWidth: sw, strokeLinecap: 'round', strokeLinejoin: 'round', ...extra })}/>`;
/** A thick rounded limb or sleeve: an ink stroke under a coloured one gives it an outline. */
export const limb = (d, width, fill, sw = 3) => line(d, width + sw * 2, INK) + line(d, width, fill);
export const group = (content, props = {}) => `<g${attr(props)}>${content}</g>`;
export const clip = (id, shape) => `<clipPath id="${id}">${shape}</clipPath>`;

export function svg(viewBox, content, defs = '') {
  const [, , width, height] = viewBox.split(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}">${defs ? `<defs>${defs}</defs>` : ''}${content}</svg>\n`;
}
