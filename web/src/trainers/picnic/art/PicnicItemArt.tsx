import type { PicnicItem } from '@umka/games';
import type { ReactNode } from 'react';

/**
 * The picnic treats, drawn here on a 64 × 64 grid (ARCHITECTURE.md: art is made in the repo). Big plain shapes with a
 * dark outline, so each one is told apart at a glance on a phone, even at 40 px in a basket.
 */
const ART: Record<PicnicItem, ReactNode> = {
  apple: (
    <>
      <path
        d="M32 20c-4-4-14-5-18 3-4 8-1 21 6 27 4 3 8 3 12 1 4 2 8 2 12-1 7-6 10-19 6-27-4-8-14-7-18-3z"
        fill="#e03131"
        stroke="#a61e4d"
        strokeWidth="2"
      />
      <path d="M32 20c0-5 1-9 4-12" stroke="#6b3e1f" strokeWidth="3" strokeLinecap="round" fill="none" />
      <path d="M35 13c4-5 11-5 14-3-3 5-9 6-14 3z" fill="#37b24d" />
      <ellipse cx="22" cy="30" rx="3" ry="6" fill="#fff" opacity="0.45" transform="rotate(20 22 30)" />
    </>
  ),
  pear: (
    <>
      <path
        d="M32 14c-5 0-7 5-7 10 0 5-9 10-9 20 0 8 7 14 16 14s16-6 16-14c0-10-9-15-9-20 0-5-2-10-7-10z"
        fill="#a9e34b"
        stroke="#5c940d"
        strokeWidth="2"
      />
      <path d="M32 14c0-4 1-6 3-8" stroke="#6b3e1f" strokeWidth="3" strokeLinecap="round" fill="none" />
      <path d="M34 10c3-4 9-4 11-2-3 4-8 4-11 2z" fill="#37b24d" />
      <ellipse cx="25" cy="42" rx="3" ry="6" fill="#fff" opacity="0.45" />
    </>
  ),
  sandwich: (
    <g stroke="#8a4b16" strokeWidth="2" strokeLinejoin="round">
      <rect x="8" y="14" width="48" height="12" rx="6" fill="#f0b46a" />
      <path d="M8 30c4-5 8-5 12 0s8 5 12 0 8-5 12 0 8 5 12 0v3H8z" fill="#69db7c" />
      <rect x="9" y="33" width="46" height="6" fill="#ffd43b" />
      <rect x="9" y="39" width="46" height="5" fill="#ff8787" />
      <rect x="8" y="44" width="48" height="10" rx="5" fill="#f0b46a" />
    </g>
  ),
  berries: (
    <>
      <circle cx="21" cy="40" r="11" fill="#c2255c" stroke="#862e9c" strokeWidth="2" />
      <circle cx="43" cy="40" r="11" fill="#e64980" stroke="#a61e4d" strokeWidth="2" />
      <circle cx="32" cy="25" r="11" fill="#d6336c" stroke="#a61e4d" strokeWidth="2" />
      <circle cx="18" cy="36" r="2.5" fill="#fff" opacity="0.6" />
      <circle cx="40" cy="36" r="2.5" fill="#fff" opacity="0.6" />
      <circle cx="29" cy="21" r="2.5" fill="#fff" opacity="0.6" />
      <path d="M32 14c-3-5-9-6-12-4 3 4 8 5 12 4zm0 0c3-5 9-6 12-4-3 4-8 5-12 4z" fill="#40c057" />
    </>
  ),
  juice: (
    <>
      <path d="M37 6l-4 38" stroke="#f03e3e" strokeWidth="3.5" strokeLinecap="round" />
      <path d="M16 18h32l-4 40H20z" fill="#e7f5ff" stroke="#1c7ed6" strokeWidth="2" strokeLinejoin="round" />
      <path d="M17.7 28h28.6l-3.1 28H20.8z" fill="#ffa94d" />
      <circle cx="47" cy="19" r="8" fill="#ffd43b" stroke="#f08c00" strokeWidth="2" />
      <path d="M47 11v16M39 19h16" stroke="#f08c00" strokeWidth="1.5" />
    </>
  ),
  cheese: (
    <g stroke="#e67700" strokeWidth="2" strokeLinejoin="round">
      <path d="M8 34 46 14l10 20z" fill="#ffe066" />
      <path d="M8 34h48v18H8z" fill="#fcc419" />
      <circle cx="20" cy="43" r="4.5" fill="#f59f00" />
      <circle cx="36" cy="46" r="3" fill="#f59f00" />
      <circle cx="47" cy="40" r="2.5" fill="#f59f00" />
      <ellipse cx="40" cy="26" rx="3.5" ry="2" fill="#f59f00" />
    </g>
  ),
  cookie: (
    <>
      <circle cx="32" cy="32" r="23" fill="#e0a458" stroke="#9c5b1f" strokeWidth="2.5" />
      {[
        [22, 22],
        [38, 20],
        [44, 34],
        [28, 34],
        [20, 42],
        [36, 46],
      ].map(([x, y]) => (
        <ellipse key={`${x}-${y}`} cx={x} cy={y} rx="3.2" ry="2.6" fill="#5c3a1e" />
      ))}
    </>
  ),
  watermelon: (
    <>
      <path d="M5 22h54a27 27 0 0 1-54 0z" fill="#2f9e44" stroke="#1b5e20" strokeWidth="2" strokeLinejoin="round" />
      <path d="M9 22h46a23 23 0 0 1-46 0z" fill="#d8f5a2" />
      <path d="M12 22h40a20 20 0 0 1-40 0z" fill="#fa5252" />
      {[
        [22, 28],
        [32, 34],
        [42, 28],
        [27, 38],
        [37, 38],
      ].map(([x, y]) => (
        <ellipse key={`${x}-${y}`} cx={x} cy={y} rx="1.8" ry="2.8" fill="#212529" />
      ))}
    </>
  ),
  carrot: (
    <>
      <path
        d="M42 20c0-7 2-12 6-14M44 22c4-5 9-7 13-6M40 19c-4-5-5-10-3-13"
        stroke="#37b24d"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M40 18c5 2 9 7 6 12L20 57c-2 2-6 0-4-3l16-32c2-4 5-5 8-4z"
        fill="#fd7e14"
        stroke="#c2410c"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M30 32l5 2M26 40l4 2M22 48l3 1.5" stroke="#c2410c" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  cake: (
    <>
      <path d="M16 34h32l-4 22H20z" fill="#74c0fc" stroke="#1864ab" strokeWidth="2" strokeLinejoin="round" />
      <path d="M24 36l2 19M32 36v19M40 36l-2 19" stroke="#1864ab" strokeWidth="1.5" />
      <path
        d="M12 36c0-8 6-12 10-12 1-6 6-10 10-10s9 4 10 10c4 0 10 4 10 12z"
        fill="#fcc2d7"
        stroke="#c2255c"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M32 9c1-3 3-5 6-6" stroke="#2b8a3e" strokeWidth="2" strokeLinecap="round" fill="none" />
      <circle cx="32" cy="12" r="5" fill="#e03131" />
      <path
        d="M20 30l3-2M30 26l2 3M40 29l3-1M26 21l2-2M37 20l1 3"
        stroke="#7048e8"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </>
  ),
};

/** One treat's picture; the card around it says what it is and what it counts. */
export function PicnicItemArt({ item, size = 64 }: { item: PicnicItem; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" data-item={item}>
      {ART[item]}
    </svg>
  );
}
