import { C, circle, ellipse, path, rect, svg } from './svg.mjs';

/**
 * Room backgrounds, 400×250 (16:10): a wall above, a floor in the bottom 35% where things stand.
 * Drawn without outlines and in softer colours than the things, so whatever a student places stands out.
 */
const FLOOR = 162;
const W = 400;
const H = 250;
const f = (d, fill, extra) => path(d, fill, 0, extra);
const box = (x, y, w, h, fill, rx = 0, extra) => rect(x, y, w, h, fill, 0, rx, extra);
const dot = (x, y, radius, fill, extra) => circle(x, y, radius, fill, 0, extra);

const floors = {
  planks: (fill, seam) =>
    box(0, FLOOR, W, H - FLOOR, fill) +
    [0, 1, 2, 3]
      .map(
        (i) => box(0, FLOOR + 20 + i * 18, W, 2, seam) + box(60 + ((i * 130) % 300), FLOOR + 2 + i * 18, 2, 18, seam),
      )
      .join(''),
  tiles: (fill, seam) =>
    box(0, FLOOR, W, H - FLOOR, fill) +
    [0, 1, 2, 3].map((i) => box(0, FLOOR + 22 * i, W, 1.5, seam)).join('') +
    Array.from({ length: 10 }, (_, i) =>
      f(`M${i * 44 - 20} ${FLOOR} L${i * 44 - 60} ${H} H${i * 44 - 58} L${i * 44 - 18} ${FLOOR} Z`, seam),
    ).join(''),
  checker: (fill, seam) =>
    box(0, FLOOR, W, H - FLOOR, fill) +
    Array.from({ length: 4 }, (_, row) =>
      Array.from({ length: 10 }, (_, col) =>
        (row + col) % 2 ? box(col * 40, FLOOR + row * 22, 40, 22, seam) : '',
      ).join(''),
    ).join(''),
  ground: (fill, seam) =>
    box(0, FLOOR, W, H - FLOOR, fill) +
    [40, 150, 260, 350].map((x, i) => ellipse(x, FLOOR + 20 + (i % 2) * 40, 24, 4, seam, 0)).join(''),
};

function room({ wall, floor: [kind, floorFill, seam], base = null, decor = '', defs = '' }) {
  const baseboard = base ? box(0, FLOOR - 6, W, 8, base) : '';
  return svg(`0 0 ${W} ${H}`, box(0, 0, W, FLOOR, wall) + decor + floors[kind](floorFill, seam) + baseboard, defs);
}

const window_ = (x, y, w, h, { frame = C.white, sky = '#bfe6f7', curtains = null, night = false } = {}) =>
  box(x - 5, y - 5, w + 10, h + 10, frame, 4) +
  box(x, y, w, h, sky, 2) +
  (night
    ? [0.2, 0.6, 0.8].map((k, i) => dot(x + w * k, y + h * (0.3 + i * 0.2), 1.6, C.white)).join('')
    : ellipse(x + w * 0.3, y + h * 0.35, w * 0.18, h * 0.08, C.white, 0)) +
  box(x + w / 2 - 2, y, 4, h, frame) +
  box(x, y + h / 2 - 2, w, 4, frame) +
  (curtains
    ? f(`M${x - 14} ${y - 10} H${x + w * 0.2} Q${x + 4} ${y + h / 2} ${x - 6} ${y + h + 10} H${x - 14} Z`, curtains) +
      f(
        `M${x + w + 14} ${y - 10} H${x + w * 0.8} Q${x + w - 4} ${y + h / 2} ${x + w + 6} ${y + h + 10} H${x + w + 14} Z`,
        curtains,
      )
    : '');
const door = (x, fill, knob = C.gold) =>
  box(x, 58, 56, FLOOR - 58, fill, 4) +
  box(x + 8, 68, 40, 36, '#ffffff', 2, { opacity: 0.25 }) +
  dot(x + 46, 116, 3.5, knob);
const cross = (x, y, size, fill = '#e57373') =>
  dot(x, y, size, C.white) +
  box(x - size * 0.25, y - size * 0.65, size * 0.5, size * 1.3, fill, 2) +
  box(x - size * 0.65, y - size * 0.25, size * 1.3, size * 0.5, fill, 2);
const stripeBand = (y, h, fill) => box(0, y, W, h, fill);
const lamp = (x, shade) => box(x - 1, 0, 2, 24, '#9aa1ad') + f(`M${x - 14} 36 Q${x} 14 ${x + 14} 36 Z`, shade);
const cloud = (x, y, s = 1) =>
  ellipse(x, y, 22 * s, 9 * s, C.white, 0) + ellipse(x + 12 * s, y - 6 * s, 14 * s, 9 * s, C.white, 0);
const stars = (points) => points.map(([x, y, s]) => dot(x, y, s, '#fff7c2')).join('');
const shelfWithFlasks = (x, y, colors) =>
  box(x, y, 110, 5, '#b9c3d6') +
  colors.map((color, i) => f(`M${x + 10 + i * 24} ${y} l4 -16 v-8 h6 v8 l4 16 Z`, color, { opacity: 0.8 })).join('');
const crane = (x, height, color) =>
  box(x, FLOOR - height, 8, height, color) +
  box(x - 60, FLOOR - height - 8, 110, 8, color) +
  box(x + 40, FLOOR - height, 10, 14, '#6b7280') +
  box(x - 40, FLOOR - height, 1.5, 46, '#6b7280') +
  box(x - 46, FLOOR - height + 46, 14, 8, '#6b7280');
const beams = (x, y, w, h, color) =>
  Array.from({ length: Math.floor(w / 30) + 1 }, (_, i) => box(x + i * 30, y, 5, h, color)).join('') +
  Array.from({ length: Math.floor(h / 24) + 1 }, (_, i) => box(x, y + i * 24, w + 5, 5, color)).join('');
const city = (fill) =>
  [
    [0, 70, 40],
    [44, 40, 30],
    [78, 90, 36],
    [300, 60, 34],
    [338, 96, 30],
    [372, 50, 28],
  ]
    .map(([x, h, w]) => box(x, FLOOR - h, w, h, fill))
    .join('');

export const PLACES = {
  home: room({
    wall: '#fde3c8',
    floor: ['planks', '#e3b47f', '#d29f69'],
    base: '#f2c89b',
    decor:
      Array.from({ length: 20 }, (_, i) => box(i * 20 + 8, 0, 4, FLOOR, '#fbd9b8')).join('') +
      window_(150, 30, 100, 80, { curtains: '#f49ac1' }),
  }),
  class: room({
    wall: '#dcefd6',
    floor: ['planks', '#e1c49c', '#cfae82'],
    base: '#c3dfb9',
    decor:
      box(120, 30, 160, 88, '#b07a4a', 5) +
      box(127, 37, 146, 74, '#3f6f58', 3) +
      f('M146 92 L160 66 L174 92 Z', 'none', { stroke: '#e9f3ee', strokeWidth: 2.5, strokeLinejoin: 'round' }) +
      circle(200, 78, 13, 'none', 0, { stroke: '#e9f3ee', strokeWidth: 2.5 }) +
      f('M226 86 Q236 66 246 86 T266 86', 'none', { stroke: '#f6d55c', strokeWidth: 2.5, strokeLinecap: 'round' }) +
      box(140, 118, 120, 5, '#b07a4a', 2) +
      window_(28, 36, 62, 76) +
      window_(310, 36, 62, 76),
  }),

  doctor: room({
    wall: '#e3f4f4',
    floor: ['tiles', '#cfe0e6', '#b9ccd4'],
    base: '#a8d5cf',
    decor: window_(60, 34, 80, 70) + cross(280, 70, 26),
  }),
  'doctor-1': room({
    wall: '#eef7f2',
    floor: ['tiles', '#d8e6e0', '#c3d6ce'],
    base: '#bfe0d0',
    decor: door(40, '#9fd3c7') + window_(250, 40, 64, 60) + cross(170, 60, 18),
  }),
  'doctor-2': room({
    wall: '#dcecf8',
    floor: ['tiles', '#d2dde8', '#bccada'],
    base: '#9cc4e4',
    decor:
      stripeBand(96, 14, '#c3dcf0') +
      door(24, '#8fb9de') +
      door(320, '#8fb9de') +
      window_(140, 30, 120, 70) +
      cross(200, 124, 12),
  }),
  'doctor-3': room({
    wall: '#e9f1fb',
    floor: ['tiles', '#dde6f0', '#c7d3e2'],
    base: '#b5cbe6',
    decor:
      window_(20, 24, 150, 90, { sky: '#cfeafa' }) +
      window_(230, 24, 150, 90, { sky: '#cfeafa' }) +
      cross(200, 46, 20) +
      box(170, 118, 60, 44, '#a8d5cf', 4) +
      lamp(100, '#f6e7a8') +
      lamp(300, '#f6e7a8'),
  }),

  chef: room({
    wall: '#fff6e5',
    floor: ['checker', '#f1e3cf', '#e0cdb3'],
    base: '#e9c89a',
    decor:
      Array.from({ length: 5 }, (_, row) => box(0, 70 + row * 18, W, 1.5, '#e8dcc6')).join('') +
      window_(160, 24, 80, 60, { curtains: '#f4a259' }),
  }),
  'chef-1': room({
    wall: '#fff1bf',
    floor: ['checker', '#f5e6cf', '#e3cdb0'],
    base: '#f0d98a',
    decor:
      box(0, 92, W, 66, '#ffffff') +
      Array.from({ length: 20 }, (_, i) => box(i * 20, 92, 1.5, 66, '#d6e4ec')).join('') +
      Array.from({ length: 3 }, (_, i) => box(0, 92 + i * 22, W, 1.5, '#d6e4ec')).join('') +
      window_(160, 20, 80, 56, { curtains: '#7bc47f' }),
  }),
  'chef-2': room({
    wall: '#fbe7e3',
    floor: ['planks', '#e6bf92', '#d3a877'],
    base: '#e9b7a9',
    decor:
      Array.from({ length: 10 }, (_, i) =>
        f(`M${i * 40} 0 H${i * 40 + 40} V22 Q${i * 40 + 20} 34 ${i * 40} 22 Z`, i % 2 ? C.white : '#e86f6f'),
      ).join('') +
      window_(40, 54, 90, 70) +
      box(250, 54, 100, 66, '#4f5b4f', 6) +
      f('M280 76 H314 V96 Q314 108 297 108 Q280 108 280 96 Z M314 82 Q326 82 324 92 Q322 98 314 98', '#f5ecd8') +
      lamp(200, '#f4a259'),
  }),
  'chef-3': room({
    wall: '#c9646e',
    floor: ['checker', '#f0e2d0', '#8e5a62'],
    base: '#8e3c47',
    decor:
      stripeBand(118, 6, '#e2b54f') +
      [40, 170, 300]
        .map(
          (x) =>
            f(`M${x} 118 V54 Q${x + 30} 20 ${x + 60} 54 V118 Z`, '#3a3f6b') +
            stars([
              [x + 20, 60, 1.5],
              [x + 42, 78, 1.2],
              [x + 30, 100, 1.4],
            ]),
        )
        .join('') +
      box(199, 0, 2, 20, '#e2b54f') +
      f('M176 22 H224 L214 36 H186 Z', '#e2b54f') +
      [182, 194, 206, 218].map((x) => dot(x, 40, 3.5, '#fff3c4')).join(''),
  }),

  builder: room({
    wall: '#e8dcc8',
    floor: ['planks', '#bfb7ab', '#a9a195'],
    base: '#cdbfa6',
    decor: window_(150, 30, 100, 70) + box(40, 40, 70, 10, '#c49a6c') + box(290, 40, 70, 10, '#c49a6c'),
  }),
  'builder-1': room({
    wall: '#e6c193',
    floor: ['tiles', '#c4c0b8', '#aeaaa2'],
    base: '#c59b68',
    decor:
      Array.from({ length: 10 }, (_, i) => box(i * 40, 0, 2, FLOOR, '#d3ab7a')).join('') +
      box(220, 34, 140, 80, '#d8b589', 4) +
      Array.from({ length: 4 }, (_, row) =>
        Array.from({ length: 9 }, (_, col) => dot(232 + col * 15, 46 + row * 18, 1.6, '#b58f61')).join(''),
      ).join('') +
      f('M240 52 h30 v8 h-12 v34 h-6 v-34 h-12 Z', '#7b8494') +
      f('M290 50 l6 0 2 44 -10 0 Z M286 48 h14 v6 h-14 Z', '#d9674a') +
      f('M322 50 a10 10 0 1 1 0.1 0 M320 66 h6 v28 h-6 Z', '#7b8494') +
      window_(50, 36, 80, 64),
  }),
  'builder-2': room({
    wall: '#bfe6f7',
    floor: ['ground', '#d9b98a', '#c7a574'],
    decor:
      cloud(70, 40) +
      cloud(260, 28, 0.8) +
      beams(130, 60, 150, 102, '#e0a35b') +
      box(130, 150, 160, 12, '#b8a48c') +
      crane(330, 130, '#f2c14e'),
  }),
  'builder-3': room({
    wall: '#ffd3a8',
    floor: ['tiles', '#c9c3bb', '#b3ada5'],
    decor:
      box(0, 0, W, 60, '#ffc09a') +
      dot(300, 70, 26, '#ffe29a') +
      city('#e0a585') +
      beams(120, 6, 120, 156, '#c0737a') +
      crane(300, 150, '#f2c14e') +
      cloud(60, 34, 0.8),
  }),

  scientist: room({
    wall: '#e8e6f6',
    floor: ['tiles', '#d9d6ea', '#c4c0da'],
    base: '#c6c0e6',
    decor: window_(60, 34, 80, 70) + shelfWithFlasks(240, 80, ['#7bc47f', '#f49ac1', '#8fd3f4', '#f6d55c']),
  }),
  'scientist-1': room({
    wall: '#f0ecdc',
    floor: ['planks', '#dcc7a2', '#c9b28a'],
    base: '#d8cfae',
    decor:
      box(150, 30, 200, 92, '#ffffff', 4) +
      Array.from({ length: 4 }, (_, row) =>
        Array.from({ length: 9 }, (_, col) =>
          box(160 + col * 21, 40 + row * 19, 17, 15, ['#bfe6f7', '#fbd3e3', '#d9f0c6', '#fff1bf'][(row + col) % 4], 2),
        ).join(''),
      ).join('') +
      window_(40, 40, 70, 70),
  }),
  'scientist-2': room({
    wall: '#eef3fb',
    floor: ['tiles', '#d8e0ec', '#c2ccdc'],
    base: '#b8c8e2',
    decor:
      window_(150, 26, 100, 76) +
      shelfWithFlasks(20, 70, ['#7bc47f', '#f49ac1', '#8fd3f4', '#9b7bd4']) +
      shelfWithFlasks(20, 120, ['#f6d55c', '#8fd3f4', '#f4a259', '#7bc47f']) +
      shelfWithFlasks(270, 70, ['#8fd3f4', '#f6d55c', '#f49ac1', '#7bc47f']) +
      shelfWithFlasks(270, 120, ['#9b7bd4', '#7bc47f', '#8fd3f4', '#f4a259']),
  }),
  'scientist-3': room({
    wall: '#2f3a6e',
    floor: ['tiles', '#4b4f7e', '#3f4370'],
    base: '#252e5c',
    decor:
      f('M0 0 H400 V40 Q200 -10 0 40 Z', '#253063') +
      box(170, 0, 60, 120, '#1b2350') +
      stars([
        [180, 20, 1.6],
        [214, 40, 2],
        [192, 70, 1.4],
        [220, 96, 1.6],
        [40, 70, 1.4],
        [90, 110, 1.8],
        [310, 60, 1.6],
        [360, 110, 1.4],
        [270, 30, 1.2],
      ]) +
      dot(100, 56, 18, '#f6d55c', { opacity: 0.9 }) +
      ellipse(300, 90, 24, 6, 'none', 0, { stroke: '#f4a259', strokeWidth: 3 }) +
      dot(300, 90, 14, '#f4a259'),
  }),
};
