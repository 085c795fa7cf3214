import { C, circle, ellipse, line, path, rect, svg } from './svg.mjs';

/**
 * Furniture and things, each in its own box standing on the bottom edge. One box unit is one pixel
 * of a 400-wide room, so things drawn here keep their sizes to each other; the seed's width (in
 * percent of the room) is the box width divided by four.
 */
const S = 2;
const thing = (width, height, content) => svg(`0 0 ${width} ${height}`, content);
const r = (x, y, w, h, fill, rx = 2) => rect(x, y, w, h, fill, S, rx);
const p = (d, fill) => path(d, fill, S);
const c = (x, y, radius, fill) => circle(x, y, radius, fill, S);
const l = (d, width = S, stroke) => line(d, width, stroke);
const leaf = (x, y, angle, size, fill = C.green) =>
  ellipse(x, y, size, size / 2.4, fill, S, { transform: `rotate(${angle} ${x} ${y})` });
const books = (x, y, colors, height = 16) =>
  colors.map((color, i) => r(x + i * 7, y + (i % 2) * 2, 6, height - (i % 2) * 2, color, 1)).join('');
const pot = (x, y, w, h, fill = C.orange) => p(`M${x} ${y} H${x + w} L${x + w - 4} ${y + h} H${x + 4} Z`, fill);

export const THINGS = {
  // home
  bed: thing(
    124,
    64,
    r(4, 8, 18, 54, C.wood, 4) +
      r(10, 30, 108, 22, C.lightWood, 3) +
      r(14, 24, 22, 12, C.white, 6) +
      p('M34 26 H114 Q120 26 120 34 V46 H34 Z', C.blue) +
      l('M50 30 V46 M70 30 V46 M90 30 V46', 2, '#4a78d6') +
      r(114, 22, 8, 40, C.wood, 3) +
      r(10, 52, 6, 10, C.darkBrown, 1) +
      r(108, 52, 6, 10, C.darkBrown, 1),
  ),
  desk: thing(
    80,
    50,
    r(2, 12, 76, 8, C.wood, 2) +
      r(6, 20, 24, 28, C.lightWood) +
      l('M8 32 H28', S) +
      c(18, 27, 1.5, C.darkBrown) +
      r(68, 20, 6, 28, C.wood, 1) +
      books(40, 0, [C.red, C.blue, C.yellow], 13),
  ),
  chair: thing(
    34,
    56,
    r(6, 2, 22, 26, C.red, 5) +
      r(4, 28, 26, 7, C.darkRed, 2) +
      r(6, 35, 4, 20, C.darkBrown, 1) +
      r(24, 35, 4, 20, C.darkBrown, 1),
  ),
  'floor-lamp': thing(
    34,
    96,
    p('M6 28 L12 4 H22 L28 28 Z', C.yellow) + r(15, 28, 4, 60, C.darkGrey, 1) + ellipse(17, 92, 12, 3.5, C.darkGrey, S),
  ),
  sofa: thing(
    120,
    56,
    r(12, 6, 96, 30, C.teal, 10) +
      r(14, 30, 92, 16, '#3e9690', 4) +
      r(2, 20, 18, 30, C.teal, 8) +
      r(100, 20, 18, 30, C.teal, 8) +
      r(26, 16, 22, 16, C.yellow, 6) +
      r(8, 48, 6, 7, C.darkBrown, 1) +
      r(106, 48, 6, 7, C.darkBrown, 1),
  ),
  bookshelf: thing(
    60,
    100,
    r(2, 2, 56, 96, C.wood, 3) +
      r(7, 8, 46, 84, '#c48650', 1) +
      l('M7 36 H53 M7 64 H53', 3, '#8a5a36') +
      books(10, 18, [C.red, C.blue, C.yellow, C.green, C.purple]) +
      books(10, 46, [C.teal, C.orange, C.pink]) +
      c(44, 55, 6, C.sky) +
      books(10, 74, [C.navy, C.red, C.green, C.yellow, C.blue]),
  ),
  rug: thing(
    100,
    20,
    ellipse(50, 10, 47, 8, C.purple, S) + ellipse(50, 10, 34, 5, C.pink, S) + ellipse(50, 10, 18, 2.5, C.yellow, 1.5),
  ),
  plant: thing(
    40,
    64,
    leaf(12, 18, -50, 12) +
      leaf(28, 16, 50, 12) +
      leaf(20, 10, 90, 12, C.darkGreen) +
      leaf(10, 32, -20, 11, C.darkGreen) +
      leaf(30, 32, 20, 11) +
      pot(8, 40, 24, 22),
  ),
  aquarium: thing(
    64,
    70,
    r(2, 44, 60, 24, C.darkBrown, 2) +
      r(4, 4, 56, 40, '#bfe6f7', 4) +
      p('M6 36 Q14 30 22 36 T38 36 T58 36 V42 H6 Z', C.lightWood) +
      ellipse(20, 28, 5, 3.5, C.yellow, S) +
      p('M15 28 L10 24 V32 Z', C.yellow) +
      ellipse(40, 18, 7, 4.5, C.orange, S) +
      p('M46 18 L52 13 V23 Z', C.orange) +
      l('M12 36 Q8 26 12 16 M52 36 Q56 28 52 20', 3, C.green) +
      c(30, 12, 1.5, C.white),
  ),
  poster: thing(
    40,
    52,
    r(2, 2, 36, 48, C.white, 2) +
      r(6, 6, 28, 40, C.sky, 1) +
      c(26, 16, 5, C.yellow) +
      p('M6 46 L16 28 L24 38 L28 32 L34 46 Z', C.green),
  ),
  globe: thing(
    36,
    56,
    c(18, 20, 15, C.sky) +
      p('M8 14 Q14 8 20 12 Q18 20 10 22 Z M22 24 Q28 20 30 26 Q26 32 22 30 Z', C.green) +
      l('M18 38 V48 M4 20 A14 14 0 0 0 32 20', S) +
      r(8, 48, 20, 6, C.wood, 2),
  ),
  wardrobe: thing(
    64,
    112,
    r(2, 2, 60, 104, C.lightWood, 3) +
      l('M32 4 V104', S) +
      c(27, 56, 2, C.darkBrown) +
      c(37, 56, 2, C.darkBrown) +
      r(6, 104, 6, 7, C.darkBrown, 1) +
      r(52, 104, 6, 7, C.darkBrown, 1),
  ),
  armchair: thing(
    56,
    54,
    r(8, 4, 40, 30, C.orange, 10) +
      r(10, 30, 36, 14, '#d9813c', 4) +
      r(2, 20, 12, 26, C.orange, 6) +
      r(42, 20, 12, 26, C.orange, 6) +
      r(8, 46, 5, 7, C.darkBrown, 1) +
      r(43, 46, 5, 7, C.darkBrown, 1),
  ),
  'wall-clock': thing(
    36,
    36,
    c(18, 18, 16, C.white) + c(18, 18, 12, C.cream) + l('M18 18 V9 M18 18 L24 21', 2.5) + c(18, 18, 1.8, C.red),
  ),
  'toy-chest': thing(
    60,
    40,
    r(2, 12, 56, 26, C.red, 3) +
      p('M2 14 Q30 2 58 14 Z', C.darkRed) +
      r(26, 18, 8, 8, C.gold, 1) +
      c(16, 8, 6, C.yellow) +
      r(38, 2, 10, 10, C.blue, 1),
  ),
  'teddy-bear': thing(
    36,
    44,
    c(9, 8, 5, C.brown) +
      c(27, 8, 5, C.brown) +
      ellipse(18, 32, 12, 11, C.brown, S) +
      c(18, 15, 10, C.brown) +
      ellipse(18, 19, 5, 3.5, '#e8c9a0', 0) +
      c(14, 13, 1.3, C.black) +
      c(22, 13, 1.3, C.black) +
      c(8, 40, 4, C.brown) +
      c(28, 40, 4, C.brown) +
      p('M14 26 L18 29 L22 26 L22 32 L18 29 L14 32 Z', C.red),
  ),
  guitar: thing(
    30,
    80,
    r(12, 2, 6, 10, C.darkBrown, 2) +
      r(13, 10, 4, 34, C.darkBrown, 1) +
      p('M15 40 Q4 40 6 52 Q2 58 4 66 Q6 78 15 78 Q24 78 26 66 Q28 58 24 52 Q26 40 15 40 Z', C.orange) +
      c(15, 56, 4, C.darkBrown) +
      l('M14 12 V70 M16 12 V70', 0.8),
  ),
  'bean-bag': thing(56, 38, p('M6 36 Q0 10 22 4 Q34 0 44 8 Q56 18 52 36 Z', C.green) + l('M18 14 Q28 22 38 12', S)),
  computer: thing(
    56,
    58,
    r(4, 26, 48, 6, C.wood, 2) +
      r(8, 32, 4, 24, C.darkBrown, 1) +
      r(44, 32, 4, 24, C.darkBrown, 1) +
      r(12, 2, 32, 20, C.darkGrey, 3) +
      r(15, 5, 26, 14, C.sky, 1) +
      r(25, 22, 6, 4, C.darkGrey, 0) +
      r(18, 22, 20, 3, C.grey, 1),
  ),
  ball: thing(
    28,
    28,
    c(14, 14, 12, C.white) +
      p('M14 9 L18.5 12 L17 17 H11 L9.5 12 Z', C.black) +
      l('M14 9 V3 M18.5 12 L24 10 M17 17 L20 22 M11 17 L8 22 M9.5 12 L4 10', 1.5),
  ),
  telescope: thing(
    48,
    72,
    p('M4 22 L36 6 L40 16 L8 32 Z', C.navy) +
      r(36, 2, 8, 16, C.gold, 2) +
      l('M22 24 L10 70 M22 24 L34 70 M22 24 V70', 2.5, '#4a3f5c'),
  ),
  nightstand: thing(
    40,
    64,
    r(4, 28, 32, 34, C.lightWood, 3) +
      l('M4 44 H36', S) +
      c(20, 37, 1.8, C.darkBrown) +
      c(20, 53, 1.8, C.darkBrown) +
      p('M12 16 L15 4 H25 L28 16 Z', C.pink) +
      r(18, 16, 4, 12, C.darkGrey, 1),
  ),

  // doctor
  'medicine-cabinet': thing(
    56,
    96,
    r(2, 2, 52, 92, C.white, 3) +
      r(7, 8, 42, 36, '#dff3f7', 1) +
      l('M28 8 V44', S) +
      r(10, 28, 6, 14, C.blue, 1) +
      r(18, 32, 6, 10, C.yellow, 1) +
      r(32, 30, 6, 12, C.pink, 1) +
      r(40, 34, 6, 8, C.green, 1) +
      r(7, 50, 42, 40, '#e8f4f0', 1) +
      p('M24 62 h8 v8 h8 v8 h-8 v8 h-8 v-8 h-8 v-8 h8 Z', C.red),
  ),
  'exam-couch': thing(
    112,
    48,
    r(4, 18, 104, 10, C.mint, 4) +
      p('M4 18 L4 6 Q4 2 10 4 L30 18 Z', C.mint) +
      r(12, 28, 5, 18, C.darkGrey, 1) +
      r(95, 28, 5, 18, C.darkGrey, 1) +
      r(40, 12, 60, 7, C.white, 3),
  ),
  'first-aid-kit': thing(
    44,
    36,
    r(2, 8, 40, 26, C.red, 4) +
      r(16, 2, 12, 8, 'none', 3) +
      p('M18 14 h8 v6 h6 v6 h-6 v6 h-8 v-6 h-6 v-6 h6 Z', C.white),
  ),
  'doctor-scales': thing(
    40,
    88,
    r(18, 18, 4, 62, C.grey, 1) +
      r(8, 10, 24, 12, C.white, 3) +
      l('M12 16 H28', 1.5, C.midGrey) +
      r(2, 78, 36, 8, C.grey, 3),
  ),

  // chef
  stove: thing(
    64,
    72,
    r(2, 14, 60, 56, C.white, 3) +
      r(2, 10, 60, 8, C.grey, 2) +
      r(10, 32, 44, 30, C.black, 3) +
      r(14, 36, 36, 18, '#ffd27a', 2) +
      c(14, 24, 3, C.darkGrey) +
      c(26, 24, 3, C.darkGrey) +
      p('M30 0 H54 V10 H30 Z', C.midGrey),
  ),
  fridge: thing(
    48,
    112,
    r(2, 2, 44, 108, C.sky, 6) +
      l('M2 42 H46', S) +
      r(36, 14, 4, 16, C.white, 2) +
      r(36, 52, 4, 24, C.white, 2) +
      c(14, 64, 4, C.yellow) +
      r(10, 74, 10, 8, C.pink, 1),
  ),
  cake: thing(
    44,
    60,
    r(6, 24, 32, 14, C.pink, 3) +
      r(10, 12, 24, 12, C.cream, 3) +
      r(20, 2, 4, 10, C.yellow, 1) +
      p('M22 0 Q26 4 22 6 Q18 4 22 0 Z', C.orange) +
      r(20, 38, 4, 16, C.midGrey, 1) +
      ellipse(22, 56, 14, 3.5, C.midGrey, S) +
      c(14, 28, 2, C.red) +
      c(22, 28, 2, C.red) +
      c(30, 28, 2, C.red),
  ),
  'kitchen-shelf': thing(
    72,
    60,
    r(2, 28, 68, 30, C.wood, 3) +
      l('M2 43 H70', S) +
      r(6, 10, 12, 18, C.cream, 3) +
      r(6, 10, 12, 5, C.red, 2) +
      r(22, 14, 12, 14, C.cream, 3) +
      r(22, 14, 12, 5, C.green, 2) +
      p('M42 16 H64 L62 28 H44 Z', C.darkGrey) +
      l('M38 18 L42 20 M64 20 L68 18', 3),
  ),

  // builder
  'brick-pile': thing(
    64,
    40,
    [
      [4, 28],
      [22, 28],
      [40, 28],
      [13, 18],
      [31, 18],
      [22, 8],
    ]
      .map(([x, y]) => r(x, y, 18, 10, '#d9674a', 1.5))
      .join(''),
  ),
  toolbox: thing(
    48,
    36,
    r(2, 12, 44, 22, C.red, 3) +
      p('M16 12 V4 H32 V12', 'none') +
      r(2, 18, 44, 4, C.darkRed, 0) +
      r(20, 16, 8, 8, C.midGrey, 1),
  ),
  'cement-mixer': thing(
    72,
    68,
    p('M10 40 L20 8 Q36 0 52 8 L62 40 Z', C.orange) +
      l('M24 14 L50 36 M32 10 L56 30', 2.5, '#d9813c') +
      r(6, 40, 60, 10, C.darkGrey, 2) +
      c(16, 58, 8, C.black) +
      c(56, 58, 8, C.black) +
      c(16, 58, 3, C.grey) +
      c(56, 58, 3, C.grey),
  ),
  ladder: thing(
    36,
    100,
    l('M8 98 L14 2 M28 98 L22 2', 4) + l('M10 80 H26 M11 62 H25 M12 44 H24 M13 26 H23 M14 10 H22', 3, C.wood),
  ),
  'traffic-cone': thing(
    32,
    44,
    p('M12 4 H20 L28 38 H4 Z', C.orange) + p('M9 18 H23 L25 26 H7 Z', C.white) + r(1, 38, 30, 5, C.orange, 2),
  ),

  // scientist
  microscope: thing(
    40,
    60,
    r(4, 52, 32, 6, C.darkGrey, 2) +
      p('M26 52 Q34 36 22 22', 'none') +
      l('M26 52 Q34 36 24 24', 5) +
      r(10, 36, 18, 4, C.grey, 1) +
      p('M14 4 L22 2 L26 28 L18 30 Z', C.blue) +
      r(14, 0, 10, 5, C.black, 1),
  ),
  'lab-bench': thing(
    96,
    56,
    r(2, 26, 92, 8, C.white, 2) +
      r(6, 34, 26, 20, C.grey, 2) +
      r(64, 34, 26, 20, C.grey, 2) +
      p('M12 26 L16 10 V4 H22 V10 L26 26 Z', C.green) +
      p('M36 26 V6 H44 V26 Z', C.pink) +
      c(62, 18, 8, C.sky) +
      r(59, 2, 6, 10, C.sky, 1) +
      p('M74 26 L78 12 H84 L88 26 Z', C.yellow),
  ),
  robot: thing(
    44,
    72,
    r(10, 10, 24, 18, C.grey, 4) +
      c(17, 19, 3, C.sky) +
      c(27, 19, 3, C.sky) +
      l('M22 10 V4', S) +
      c(22, 3, 2.5, C.red) +
      r(8, 30, 28, 24, C.midGrey, 4) +
      r(15, 36, 14, 8, C.yellow, 2) +
      l('M8 36 L2 48 M36 36 L42 48', 4) +
      r(12, 54, 6, 12, C.darkGrey, 1) +
      r(26, 54, 6, 12, C.darkGrey, 1) +
      r(8, 64, 12, 6, C.darkGrey, 2) +
      r(24, 64, 12, 6, C.darkGrey, 2),
  ),
  'planets-model': thing(
    60,
    84,
    l('M30 80 V30', 3) +
      ellipse(30, 82, 14, 3, C.darkGrey, S) +
      c(30, 28, 10, C.gold) +
      l('M10 30 H50', 1.5) +
      c(8, 30, 5, C.blue) +
      c(52, 30, 6, C.red) +
      ellipse(30, 10, 11, 3, 'none', S) +
      c(30, 10, 6, C.orange),
  ),

  // class place
  'class-plant': thing(
    52,
    104,
    l('M26 70 Q24 40 28 20', 4, C.darkBrown) +
      leaf(14, 16, -30, 16) +
      leaf(40, 14, 30, 16, C.darkGreen) +
      leaf(26, 6, 90, 14) +
      leaf(12, 36, -15, 14, C.darkGreen) +
      leaf(40, 36, 15, 14) +
      leaf(18, 56, -10, 12) +
      leaf(36, 56, 10, 12, C.darkGreen) +
      pot(10, 72, 32, 30, C.red),
  ),
  'class-aquarium': thing(
    104,
    84,
    r(2, 52, 100, 30, C.navy, 3) +
      r(4, 2, 96, 50, '#bfe6f7', 4) +
      p('M6 44 Q20 36 34 44 T62 44 T98 44 V50 H6 Z', C.lightWood) +
      ellipse(30, 20, 8, 5, C.yellow, S) +
      p('M37 20 L44 14 V26 Z', C.yellow) +
      ellipse(70, 30, 7, 4.5, C.red, S) +
      p('M76 30 L82 25 V35 Z', C.red) +
      l('M14 44 Q10 30 14 18 M90 44 Q94 34 90 24 M50 44 Q46 38 50 30', 3, C.green) +
      c(60, 12, 2, C.white) +
      c(64, 8, 1.5, C.white),
  ),
  'trophy-shelf': thing(
    88,
    68,
    r(2, 30, 84, 8, C.wood, 2) +
      r(2, 62, 84, 4, C.wood, 1) +
      p('M12 10 H30 Q30 24 21 26 Q12 24 12 10 Z', C.gold) +
      r(18, 25, 6, 5, C.gold, 1) +
      c(44, 18, 9, C.midGrey) +
      c(44, 18, 5, C.grey) +
      p('M60 4 H80 Q80 22 70 24 Q60 22 60 4 Z', C.gold) +
      r(67, 24, 6, 6, C.gold, 1) +
      r(10, 44, 14, 18, C.blue, 1) +
      c(50, 52, 9, C.orange),
  ),
  'world-map': thing(
    96,
    60,
    r(2, 2, 92, 56, C.sky, 3) +
      p('M10 14 Q20 8 30 12 Q34 22 26 30 Q18 32 12 26 Z', C.green) +
      p('M22 34 Q30 32 32 40 Q28 52 22 48 Z', C.green) +
      p('M44 10 Q56 6 60 14 Q58 22 50 20 Q48 30 42 28 Z', C.green) +
      p('M62 12 Q80 6 88 16 Q84 28 72 26 Q64 22 62 12 Z', C.green) +
      p('M72 38 Q82 36 84 44 Q78 50 72 46 Z', C.yellow),
  ),
  piano: thing(
    96,
    76,
    r(4, 4, 88, 44, C.black, 4) +
      r(2, 44, 92, 12, C.white, 1) +
      l(
        'M10 44 V56 M18 44 V56 M26 44 V56 M34 44 V56 M42 44 V56 M50 44 V56 M58 44 V56 M66 44 V56 M74 44 V56 M82 44 V56 M90 44 V56',
        1,
      ) +
      [13, 21, 37, 45, 53, 69, 77].map((x) => r(x, 44, 4, 7, C.black, 0)).join('') +
      r(8, 56, 6, 18, C.black, 1) +
      r(82, 56, 6, 18, C.black, 1) +
      r(30, 12, 36, 18, C.cream, 2),
  ),
  'hamster-cage': thing(
    60,
    48,
    r(2, 40, 56, 6, C.blue, 2) +
      p('M4 40 V18 Q4 4 30 4 Q56 4 56 18 V40', 'none') +
      l('M14 40 V8 M24 40 V5 M36 40 V5 M46 40 V8', 1.5) +
      ellipse(38, 34, 9, 6, C.orange, S) +
      c(44, 31, 1.3, C.black) +
      c(16, 32, 7, 'none'),
  ),
};
