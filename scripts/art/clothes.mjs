import { C, circle, clip, ellipse, group, INK, limb, line, path, rect, svg } from './svg.mjs';

/**
 * Clothes as full 200×300 layers over the shared body (characters.mjs BODY): the neckline follows
 * the head's chin, sleeves follow the arms, trouser legs the legs and shoes the feet.
 */

/** Mirrors a path of absolute M/L/Q/C pairs across the body's middle line (x = 100). */
const mirror = (d) => {
  let index = 0;
  return d.replace(/-?\d+(\.\d+)?|[A-Za-z]/g, (token) => {
    if (/[A-Za-z]/.test(token)) {
      index = 0;
      return token;
    }
    const value = Number(token);
    return String(index++ % 2 === 0 ? 200 - value : value);
  });
};
const both = (d, draw) => draw(d) + draw(mirror(d));

const NECK = 'M76 122 A48.5 48.5 0 0 0 124 122';
const top = (bottom = 210, flare = 0) =>
  `${NECK} L130 120 Q138 120 139 130 L${141 + flare} ${bottom - 4} Q${141 + flare} ${bottom} ${136 + flare} ${bottom} H${64 - flare} Q${59 - flare} ${bottom} ${59 - flare} ${bottom - 4} L61 130 Q62 120 70 120 Z`;

const shortSleeves = (fill) => both('M70 132 L62 156', (d) => limb(d, 26, fill));
const longSleeves = (fill, cuff = fill, width = 24) =>
  both('M70 132 L57 174', (d) => limb(d, width, fill)) + both('M57 174 L55 180', (d) => limb(d, width, cuff));
const noSleeves = '';

/** A top with a pattern clipped to its shape, outlined once more so the pattern stays inside. */
function body({ fill, sleeves, bottom = 210, flare = 0, pattern = '', details = '' }) {
  const shape = top(bottom, flare);
  const clipped = pattern ? group(pattern, { clipPath: 'url(#cut)' }) + path(shape, 'none') : '';
  return svg(
    '0 0 200 300',
    sleeves + path(shape, fill) + clipped + details,
    pattern ? clip('cut', path(shape, '#000', 0)) : '',
  );
}

const stripes = (color, from, to, step, height) =>
  Array.from({ length: Math.ceil((to - from) / step) }, (_, i) =>
    rect(50, from + i * step, 100, height, color, 0),
  ).join('');
const zipper = line('M100 128 V208', 2.5);
const buttons = (x, ys, fill = C.white) => ys.map((y) => circle(x, y, 3, fill, 2)).join('');

/** Trousers, shorts and skirts: one waist, two legs down to `hem` (a skirt is one bell). */
const trousers = (hem, widen = 0) =>
  `M62 190 H138 L139 202 L${131 + widen} ${hem} H101 L100 214 L99 ${hem} H${69 - widen} L61 202 Z`;
function legs({ fill, hem, widen = 0, details = '' }) {
  return svg('0 0 200 300', path(trousers(hem, widen), fill) + details);
}
const skirt = (hem, spread) => `M63 188 H137 L${140 + spread} ${hem} Q100 ${hem + 10} ${60 - spread} ${hem} Z`;

/** Shoes around the feet (BODY.feet), from the ankle (`from`) to the sole. */
const FEET = [80, 120];
function shoes({ fill, sole = C.white, from = 254, details = () => '' }) {
  const pair = FEET.map((x) => {
    const upper = path(`M${x - 17} 272 Q${x - 18} ${from} ${x} ${from} Q${x + 18} ${from} ${x + 17} 272 Z`, fill);
    return upper + rect(x - 19, 268, 38, 9, sole, 3, 4.5) + details(x);
  });
  return svg('0 0 200 300', pair.join(''));
}
const boots = (fill, sole, cuff) =>
  svg(
    '0 0 200 300',
    FEET.map((x) => {
      const leg = x < 100 ? 86 : 114;
      return (
        path(
          `M${leg - 12} 232 H${leg + 12} L${leg + 12} 262 Q${x + 18} 256 ${x + 18} 272 H${x - 18} Q${x - 18} 256 ${leg - 12} 262 Z`,
          fill,
        ) +
        rect(x - 19, 268, 38, 9, sole, 3, 4.5) +
        (cuff ? rect(leg - 15, 226, 30, 12, cuff, 3, 6) : '')
      );
    }).join(''),
  );

const layer = (content, defs) => svg('0 0 200 300', content, defs);

/** The head: hats sit on the crown of the 46-pixel head centred at (100, 80). */
const dome = (y, fill) => path(`M54 66 Q52 ${y} 100 ${y} Q148 ${y} 146 66 Z`, fill);

export const CLOTHES = {
  // head
  cap: layer(
    dome(24, C.red) +
      line('M100 26 V62 M78 30 Q72 46 74 62 M122 30 Q128 46 126 62', 2) +
      path('M50 64 Q100 50 150 64 Q153 74 142 74 Q100 64 58 74 Q47 74 50 64 Z', C.darkRed) +
      circle(100, 25, 4, C.darkRed, 2),
  ),
  beanie: layer(
    path('M58 62 Q56 20 100 20 Q144 20 142 62 Z', C.teal) +
      line('M80 26 V58 M100 22 V58 M120 26 V58', 2) +
      rect(52, 54, 96, 16, '#3e9690', 3, 8) +
      circle(100, 16, 11, C.cream),
  ),
  'sun-hat': layer(
    ellipse(100, 56, 64, 12, C.lightWood) +
      path('M64 56 Q64 22 100 22 Q136 22 136 56 Q100 64 64 56 Z', C.lightWood) +
      path('M65 46 Q100 54 135 46 L136 55 Q100 63 64 55 Z', C.green, 2),
  ),
  crown: layer(
    path('M64 50 L58 12 L80 30 L100 4 L120 30 L142 12 L136 50 Q100 42 64 50 Z', C.gold) +
      circle(100, 36, 5, C.red, 2) +
      circle(80, 40, 4, C.blue, 2) +
      circle(120, 40, 4, C.green, 2) +
      circle(58, 12, 4, C.gold, 2) +
      circle(100, 4, 4, C.gold, 2) +
      circle(142, 12, 4, C.gold, 2),
  ),
  bow: layer(
    group(
      path('M130 40 Q110 18 108 38 Q108 58 130 40 Z', C.pink) +
        path('M130 40 Q150 18 152 38 Q152 58 130 40 Z', C.pink) +
        circle(130, 40, 6, '#e0679b'),
      { transform: 'rotate(-15 130 40)' },
    ),
  ),
  'wizard-hat': layer(
    ellipse(100, 60, 58, 11, C.purple) +
      path('M60 60 L108 0 L140 60 Q100 68 60 60 Z', C.purple) +
      path('M102 22 l3 6 6 1 -4.5 4 1 6 -5.5 -3 -5.5 3 1 -6 -4.5 -4 6 -1 Z', C.yellow, 1.5) +
      circle(86, 44, 3, C.yellow, 0) +
      circle(122, 48, 3, C.yellow, 0),
  ),
  headband: layer(
    path('M57 56 Q100 40 143 56 L146 68 Q100 52 54 68 Z', C.red) +
      path('M143 58 L160 52 L156 64 Z M143 62 L158 72 L148 74 Z', C.red, 2.5),
  ),
  beret: layer(
    path('M50 52 Q56 22 104 20 Q152 22 152 44 Q150 56 132 52 Q100 46 62 58 Q48 60 50 52 Z', C.navy) +
      line('M104 20 L106 12', 4),
  ),
  'chef-hat': layer(
    path(
      'M64 60 L66 36 Q50 30 58 16 Q66 4 82 12 Q90 -2 106 4 Q118 -4 128 10 Q148 8 144 28 Q142 36 134 36 L136 60 Q100 66 64 60 Z',
      C.white,
    ) + line('M68 48 Q100 54 132 48', 2.5),
  ),
  'hard-hat': layer(
    dome(22, C.yellow) +
      rect(46, 60, 108, 10, C.yellow, 3, 5) +
      path('M92 23 Q100 20 108 23 L106 60 H94 Z', '#f0c22e', 2.5),
  ),

  // body
  'tee-blue': body({ fill: C.blue, sleeves: shortSleeves(C.blue) }),
  'tee-green': body({ fill: C.green, sleeves: shortSleeves(C.green) }),
  jacket: body({
    fill: C.red,
    sleeves: longSleeves(C.red, C.darkRed),
    details:
      zipper +
      path('M76 122 L90 136 L100 126 L110 136 L124 122', C.darkRed, 2.5) +
      rect(68, 176, 20, 14, C.darkRed, 2.5, 3) +
      rect(112, 176, 20, 14, C.darkRed, 2.5, 3) +
      rect(59, 200, 82, 10, C.darkRed, 3, 3),
  }),
  'striped-tee': body({
    fill: C.white,
    sleeves: shortSleeves(C.orange),
    pattern: stripes(C.orange, 136, 210, 16, 8),
  }),
  hoodie: body({
    fill: C.purple,
    sleeves: longSleeves(C.purple, '#7d5fb8'),
    details:
      path('M72 120 Q100 146 128 120 Q132 128 124 134 Q100 152 76 134 Q68 128 72 120 Z', '#7d5fb8') +
      line('M92 140 V158 M108 140 V158', 2.5) +
      path('M78 178 H122 L128 200 H72 Z', '#7d5fb8', 2.5),
  }),
  sweater: body({
    fill: C.green,
    sleeves: longSleeves(C.green, C.darkGreen),
    pattern: line('M58 160 L68 150 L78 160 L88 150 L98 160 L108 150 L118 160 L128 150 L138 160 L148 150', 5, C.cream),
    details: rect(59, 200, 82, 10, C.darkGreen, 3, 3),
  }),
  puffer: body({
    fill: C.sky,
    sleeves: longSleeves(C.sky, '#5fb3dc', 28),
    flare: 4,
    bottom: 214,
    details:
      line('M62 148 Q100 154 138 148 M62 172 Q100 178 140 172 M60 196 Q100 202 142 196', 2.5) +
      zipper.replace('208', '212') +
      path('M72 118 Q100 140 128 118 L132 126 Q100 148 68 126 Z', '#5fb3dc'),
  }),
  'school-shirt': body({
    fill: C.white,
    sleeves: shortSleeves(C.white),
    details:
      path('M76 122 L86 138 L100 127 L114 138 L124 122', C.white, 2.5) +
      path('M100 128 L94 134 L97 140 L93 176 L100 184 L107 176 L103 140 L106 134 Z', C.navy, 2.5) +
      line('M118 150 H128', 2.5),
  }),
  'sport-tank': body({
    fill: C.yellow,
    sleeves: noSleeves,
    pattern: rect(50, 168, 100, 10, C.blue, 0),
    details: path('M100 140 l5 10 11 2 -8 7 2 11 -10 -5 -10 5 2 -11 -8 -7 11 -2 Z', C.red, 2),
  }),
  'party-vest': body({
    fill: C.white,
    sleeves: longSleeves(C.white),
    details:
      path('M70 120 Q62 120 62 132 L60 206 Q60 210 66 210 H94 L100 150 L90 124 Z', C.navy) +
      path('M130 120 Q138 120 138 132 L140 206 Q140 210 134 210 H106 L100 150 L110 124 Z', C.navy) +
      buttons(92, [168, 186], C.gold) +
      buttons(108, [168, 186], C.gold),
  }),
  'hero-suit': body({
    fill: C.blue,
    sleeves: longSleeves(C.blue, C.red),
    details:
      circle(100, 160, 18, C.yellow) +
      path('M100 146 l4 9 10 1 -7 7 2 10 -9 -5 -9 5 2 -10 -7 -7 10 -1 Z', C.red, 2) +
      rect(59, 196, 82, 12, C.red, 3, 3) +
      rect(92, 194, 16, 16, C.gold, 2.5, 3),
  }),
  'doctor-coat': body({
    fill: C.white,
    sleeves: longSleeves(C.white),
    bottom: 240,
    flare: 4,
    details:
      path('M76 122 L92 150 L100 128 L108 150 L124 122', C.mint, 2.5) +
      line('M100 150 V238', 2.5) +
      buttons(106, [168, 192, 216]) +
      rect(70, 196, 20, 18, C.white, 2.5, 3) +
      path('M118 156 h4 v-4 h4 v4 h4 v4 h-4 v4 h-4 v-4 h-4 Z', C.red, 0),
  }),

  // legs
  shorts: legs({ fill: C.navy, hem: 226, details: line('M62 196 H138', 2) }),
  jeans: legs({
    fill: C.denim,
    hem: 258,
    details: line('M72 196 Q76 206 86 206 M128 196 Q124 206 114 206', 2) + rect(62, 188, 76, 8, '#4a6aa6', 2.5, 2),
  }),
  'track-pants': legs({
    fill: C.darkGrey,
    hem: 258,
    details: line('M63 200 L70 256 M137 200 L130 256', 4, C.white) + rect(62, 188, 76, 8, C.darkGrey, 2.5, 3),
  }),
  skirt: layer(
    path(skirt(236, 8), C.navy) +
      line('M84 194 L76 236 M100 194 V242 M116 194 L124 236', 2) +
      rect(62, 186, 76, 8, '#2f4580', 2.5, 3),
  ),
  tutu: layer(
    path(
      'M62 190 H138 L158 222 Q150 232 140 226 Q130 236 120 228 Q110 238 100 228 Q90 238 80 228 Q70 236 60 226 Q50 232 42 222 Z',
      C.pink,
    ) +
      line('M76 196 L66 224 M100 196 V228 M124 196 L134 224', 2) +
      rect(62, 186, 76, 9, '#e0679b', 2.5, 4),
  ),
  'snow-pants': legs({
    fill: C.orange,
    hem: 258,
    widen: 3,
    details: line('M66 216 H98 M102 216 H134 M67 238 H98 M102 238 H133', 2) + rect(62, 188, 76, 8, '#d9813c', 2.5, 3),
  }),
  'flower-shorts': legs({
    fill: C.teal,
    hem: 226,
    details: [
      [76, 204],
      [120, 210],
      [90, 218],
      [130, 196],
    ]
      .map(([x, y]) => circle(x, y, 5, C.yellow, 0) + circle(x, y, 2, C.white, 0))
      .join(''),
  }),
  'school-trousers': legs({
    fill: '#707a8c',
    hem: 258,
    details: line('M84 200 V256 M116 200 V256', 1.5, '#5a6374') + rect(62, 188, 76, 8, C.black, 2.5, 2),
  }),

  // feet
  'sneakers-red': shoes({
    fill: C.red,
    details: (x) => line(`M${x - 6} 258 L${x + 6} 262 M${x - 6} 262 L${x + 6} 258`, 2),
  }),
  'sneakers-white': shoes({
    fill: C.white,
    sole: C.sky,
    details: (x) => line(`M${x - 12} 266 Q${x} 258 ${x + 12} 266`, 3, C.blue),
  }),
  'rain-boots': boots(C.yellow, '#d9b13c'),
  sandals: svg(
    '0 0 200 300',
    FEET.map(
      (x) =>
        rect(x - 18, 268, 36, 8, C.brown, 3, 4) +
        line(`M${x - 12} 268 Q${x} 252 ${x + 12} 268 M${x - 15} 262 H${x + 15}`, 4, C.darkBrown),
    ).join(''),
  ),
  'football-boots': shoes({
    fill: C.black,
    sole: C.green,
    details: (x) => line(`M${x - 10} 262 L${x - 4} 268 M${x + 10} 262 L${x + 4} 268`, 3, C.white),
  }),
  'party-shoes': shoes({
    fill: C.black,
    sole: C.black,
    from: 258,
    details: (x) => ellipse(x - 6, 262, 4, 2, C.white, 0, { opacity: 0.7 }),
  }),
  'winter-boots': boots(C.darkBrown, C.black, C.cream),

  // accessory
  glasses: layer(
    line('M72 82 L56 78 M128 82 L144 78', 3) +
      circle(84, 84, 13, C.white, 3, { fillOpacity: 0.25 }) +
      circle(116, 84, 13, C.white, 3, { fillOpacity: 0.25 }) +
      line('M97 82 Q100 78 103 82', 3),
  ),
  sunglasses: layer(
    line('M70 80 L56 76 M130 80 L144 76', 3) +
      path('M70 76 H98 L96 90 Q94 98 84 98 Q72 98 70 88 Z', C.black) +
      path('M130 76 H102 L104 90 Q106 98 116 98 Q128 98 130 88 Z', C.black) +
      line('M76 82 L82 80 M108 82 L114 80', 2.5, C.white),
  ),
  scarf: layer(
    path('M66 118 Q100 142 134 118 L138 130 Q100 156 62 130 Z', C.red) +
      path('M112 136 L126 132 L130 176 L114 176 Z', C.red) +
      line('M115 168 V180 M121 168 V180 M127 168 V180', 2.5) +
      line('M70 126 Q100 146 130 126', 2, C.darkRed),
  ),
  satchel: layer(
    path('M72 122 L80 122 L138 196 L130 200 Z', C.brown, 2.5) +
      rect(118, 180, 38, 32, C.brown, 3, 6) +
      path('M118 186 Q137 200 156 186 L156 184 Q156 180 150 180 H124 Q118 180 118 184 Z', C.darkBrown, 2.5) +
      rect(133, 190, 8, 6, C.gold, 2, 1),
  ),
  medal: layer(
    path('M82 124 L96 162 L104 162 L92 124 Z', C.blue, 2.5) +
      path('M118 124 L104 162 L96 162 L108 124 Z', C.red, 2.5) +
      circle(100, 172, 13, C.gold) +
      path('M100 164 l2.5 5 5.5 1 -4 4 1 5.5 -5 -2.5 -5 2.5 1 -5.5 -4 -4 5.5 -1 Z', '#fff3c4', 0),
  ),
  'bow-tie': layer(
    path('M100 134 L82 124 Q78 134 82 144 Z M100 134 L118 124 Q122 134 118 144 Z', C.red) +
      circle(100, 134, 5, C.darkRed, 2.5),
  ),
  'hero-mask': layer(
    path(
      'M56 80 Q62 70 84 72 Q96 72 100 78 Q104 72 116 72 Q138 70 144 80 Q142 96 120 96 Q106 96 100 88 Q94 96 80 96 Q58 96 56 80 Z M93 84 A9 9 0 1 0 75 84 A9 9 0 1 0 93 84 Z M125 84 A9 9 0 1 0 107 84 A9 9 0 1 0 125 84 Z',
      C.red,
      3,
      { fillRule: 'evenodd' },
    ) + line('M56 80 L44 88 M56 82 L46 96', 4, C.red),
  ),
  whistle: layer(
    line('M74 124 Q86 164 100 166 Q114 164 126 124', 2.5, C.teal) +
      rect(94, 164, 20, 12, C.gold, 2.5, 5) +
      circle(96, 170, 8, C.gold, 2.5) +
      circle(96, 170, 3, INK, 0),
  ),
  'honey-bag': layer(
    path('M128 122 L120 122 L66 198 L74 202 Z', C.darkBrown, 2.5) +
      path('M48 196 Q46 182 58 180 H82 Q94 182 92 196 L90 214 Q88 222 78 222 H62 Q52 222 50 214 Z', C.orange) +
      path('M52 190 Q60 198 66 190 Q72 200 78 190 Q84 198 90 190 L91 184 Q70 178 51 184 Z', C.yellow, 2.5),
  ),
};

const SLOT_CODES = {
  head: ['cap', 'beanie', 'sun-hat', 'crown', 'bow', 'wizard-hat', 'headband', 'beret', 'chef-hat', 'hard-hat'],
  body: [
    'tee-blue',
    'tee-green',
    'jacket',
    'striped-tee',
    'hoodie',
    'sweater',
    'puffer',
    'school-shirt',
    'sport-tank',
    'party-vest',
    'hero-suit',
    'doctor-coat',
  ],
  legs: ['shorts', 'jeans', 'track-pants', 'skirt', 'tutu', 'snow-pants', 'flower-shorts', 'school-trousers'],
  feet: ['sneakers-red', 'sneakers-white', 'rain-boots', 'sandals', 'football-boots', 'party-shoes', 'winter-boots'],
};
/** The slot of each piece whose preview crop is the slot's (accessories each have their own). */
export const SLOT_OF = Object.fromEntries(
  Object.entries(SLOT_CODES).flatMap(([slot, codes]) => codes.map((code) => [code, slot])),
);
