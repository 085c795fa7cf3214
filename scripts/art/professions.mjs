import { C, circle, ellipse, line, path, rect, svg } from './svg.mjs';

/** Profession icons: a round badge with the tool of the trade, 100×100. */
const badge = (fill, content) => svg('0 0 100 100', circle(50, 50, 46, fill) + content);

export const PROFESSION_ICONS = {
  doctor: badge(
    '#bfe8d0',
    line('M34 24 V44 Q34 60 50 60 Q66 60 66 44 V24', 5) +
      line('M50 60 V70 Q50 82 62 82 Q72 82 72 72 V64', 5) +
      circle(72, 60, 7, C.grey) +
      circle(34, 22, 4, C.darkGrey) +
      circle(66, 22, 4, C.darkGrey),
  ),
  chef: badge(
    '#ffe3bd',
    path(
      'M32 72 L34 50 Q20 46 24 32 Q28 18 42 24 Q46 12 58 16 Q70 14 72 28 Q84 30 78 44 Q74 50 66 50 L68 72 Z',
      C.white,
    ) +
      rect(32, 64, 36, 10, C.white, 3, 2) +
      line('M44 54 V64 M56 54 V64', 2.5),
  ),
  builder: badge(
    '#fff1bf',
    path('M20 62 Q18 28 50 26 Q82 28 80 62 Z', C.yellow) +
      rect(14, 60, 72, 10, C.yellow, 3, 5) +
      path('M44 28 Q50 24 56 28 L55 60 H45 Z', '#f0c22e', 2.5) +
      rect(26, 76, 48, 8, C.wood, 3, 3),
  ),
  scientist: badge(
    '#e3dcf7',
    path('M42 20 H58 V40 L74 74 Q76 80 70 80 H30 Q24 80 26 74 L42 40 Z', C.white) +
      path('M34 60 H66 L72 74 Q73 78 69 78 H31 Q27 78 28 74 Z', C.green, 0) +
      line('M42 20 H58', 4) +
      circle(44, 70, 3, C.white, 0) +
      circle(56, 66, 2, C.white, 0) +
      ellipse(62, 30, 3, 3, C.sky, 0),
  ),
};
