import { C, circle, ellipse, group, INK, limb, line, path, svg } from './svg.mjs';

/**
 * The one body every character shares on the 200×300 canvas. Clothes are drawn against these
 * numbers, so a piece fits every animal: only colours, ears, tails and faces differ.
 */
export const BODY = {
  head: { cx: 100, cy: 80, r: 46 },
  eyes: [
    [84, 84],
    [116, 84],
  ],
  torso: 'M74 118 H126 Q136 118 136 130 L138 194 Q138 206 126 206 H74 Q62 206 62 194 L64 130 Q64 118 74 118 Z',
  arms: ['M72 138 L54 190', 'M128 138 L146 190'],
  hands: [
    [52, 196],
    [148, 196],
  ],
  legs: ['M86 200 V256', 'M114 200 V256'],
  feet: [
    [82, 266],
    [118, 266],
  ],
};

const LIMB = 17;

function figure({
  fur,
  limbs = fur,
  belly,
  shorts,
  ears,
  tail = '',
  face = '',
  muzzle,
  cheeks = C.pink,
  eyeRing = false,
}) {
  const { head } = BODY;
  const body = [
    tail,
    ...BODY.legs.map((d) => limb(d, 20, limbs)),
    ...BODY.feet.map(([x, y], i) => ellipse(x + (i ? 2 : -2), y, 15, 8, limbs)),
    ...BODY.arms.map((d) => limb(d, LIMB, limbs)),
    ...BODY.hands.map(([x, y]) => circle(x, y, 9, limbs)),
    path(BODY.torso, fur),
    ellipse(100, 168, 22, 28, belly, 0),
    path('M63 188 H137 L138 198 Q138 216 124 216 H104 L100 210 L96 216 H76 Q62 216 62 198 Z', shorts),
    ears,
    circle(head.cx, head.cy, head.r, fur),
    face,
    ellipse(100, 106, 19, 14, muzzle, 0),
    ...BODY.eyes.map(
      ([x, y]) =>
        (eyeRing ? circle(x, y, 7.5, C.white, 0) : '') +
        ellipse(x, y, 5.5, 7, INK, 0) +
        circle(x + 2, y - 3, 2, C.white, 0),
    ),
    ellipse(100, 99, 6.5, 4.5, INK, 0),
    line('M100 103 V108 M92 109 Q96 113 100 108 Q104 113 108 109', 2.5),
    circle(70, 101, 7, cheeks, 0, { opacity: 0.55 }),
    circle(130, 101, 7, cheeks, 0, { opacity: 0.55 }),
  ];
  return svg('0 0 200 300', body.join(''));
}

const pointyEars = (fur, inner, tip) =>
  [
    [62, 58, 58, 14, 88, 40],
    [138, 58, 142, 14, 112, 40],
  ]
    .map(([ax, ay, tx, ty, bx, by]) => {
      const ear = path(`M${ax} ${ay} L${tx} ${ty} L${bx} ${by} Z`, fur);
      const mx = (ax + bx) / 2;
      const my = (ay + by) / 2;
      const innerEar = path(
        `M${(ax + mx) / 2} ${(ay + my) / 2} L${(tx * 3 + mx) / 4} ${(ty * 3 + my) / 4} L${(bx + mx) / 2} ${(by + my) / 2} Z`,
        inner,
        0,
      );
      const tipPart = tip
        ? path(
            `M${tx} ${ty} L${tx + (ax - tx) * 0.3} ${ty + (ay - ty) * 0.3} L${tx + (bx - tx) * 0.3} ${ty + (by - ty) * 0.3} Z`,
            tip,
            0,
          )
        : '';
      return ear + innerEar + tipPart;
    })
    .join('');

const roundEars = (fur, inner) =>
  [
    [64, 46],
    [136, 46],
  ]
    .map(([x, y]) => circle(x, y, 17, fur) + circle(x, y, 9, inner, 0))
    .join('');

export const CHARACTERS = {
  fox: figure({
    fur: '#f08a3c',
    belly: C.cream,
    shorts: '#c9662a',
    muzzle: C.cream,
    ears: pointyEars('#f08a3c', C.cream, INK),
    tail: group(
      path('M128 196 Q176 196 182 150 Q186 128 170 120 Q174 160 126 176 Z', '#f08a3c') +
        path('M170 120 Q186 128 182 150 Q172 146 168 132 Z', C.cream, 0),
    ),
    face: path('M58 96 Q70 86 88 100 Q100 90 112 100 Q130 86 142 96 Q140 124 100 126 Q60 124 58 96 Z', C.cream, 0),
  }),
  bear: figure({
    fur: C.brown,
    belly: '#e8c9a0',
    shorts: C.darkBrown,
    muzzle: '#e8c9a0',
    ears: roundEars(C.brown, '#e8c9a0'),
    tail: circle(134, 198, 9, C.brown),
  }),
  cat: figure({
    fur: '#9aa5c4',
    belly: '#e6eaf4',
    shorts: '#6f7ba0',
    muzzle: '#e6eaf4',
    ears: pointyEars('#9aa5c4', C.lightPink),
    tail: limb('M132 196 Q172 200 170 160 Q168 140 180 132', 9, '#9aa5c4'),
    face:
      line('M92 40 L94 52 M100 38 V52 M108 40 L106 52', 3.5, '#6f7ba0') +
      line('M66 104 L50 100 M66 110 L50 112 M134 104 L150 100 M134 110 L150 112', 2),
  }),
  bunny: figure({
    fur: '#f3ebe1',
    belly: C.white,
    shorts: '#c9b8e8',
    muzzle: C.white,
    cheeks: C.pink,
    ears: [
      [80, -8],
      [120, 8],
    ]
      .map(([x, r]) =>
        group(ellipse(x, 30, 12, 27, '#f3ebe1') + ellipse(x, 32, 6, 19, C.lightPink, 0), {
          transform: `rotate(${r} ${x} 50)`,
        }),
      )
      .join(''),
    tail: circle(136, 200, 11, C.white),
  }),
  panda: figure({
    fur: C.white,
    limbs: C.black,
    belly: '#f1f1f4',
    shorts: C.black,
    muzzle: '#f1f1f4',
    eyeRing: true,
    ears: roundEars(C.black, '#6b6478'),
    face: [
      [84, 86, -20],
      [116, 86, 20],
    ]
      .map(([x, y, r]) => ellipse(x, y, 11, 14, C.black, 0, { transform: `rotate(${r} ${x} ${y})` }))
      .join(''),
  }),
};
