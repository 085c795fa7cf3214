import type { ReactNode } from 'react';
import { COLOURS } from './mouthParts.tsx';

/**
 * A friendly round face, drawn large so its mouth reads well on a phone: the mouth (its lips, teeth and tongue) is
 * given as children, drawn around (100, 145) of the 200 × 200 box. Without a label it is decoration, named around it.
 */
export function Face({ label, size, children }: { label?: string; size: number | string; children: ReactNode }) {
  const face = (
    <>
      <path d="M22 84C16 34 56 8 100 8s86 26 78 76c-8-22-30-38-78-40-48 2-70 18-78 40z" fill="#a0522d" />
      <circle cx="100" cy="104" r="84" fill={COLOURS.skin} stroke={COLOURS.skinLine} strokeWidth="3" />
      <path d="M38 70c10-30 40-44 62-44s54 14 62 44c-16-16-38-22-62-22s-46 6-62 22z" fill="#a0522d" />
      <circle cx="24" cy="108" r="12" fill={COLOURS.skin} stroke={COLOURS.skinLine} strokeWidth="3" />
      <circle cx="176" cy="108" r="12" fill={COLOURS.skin} stroke={COLOURS.skinLine} strokeWidth="3" />
      <path d="M56 66q14-8 26 0M118 66q12-8 26 0" fill="none" stroke="#7c4a26" strokeWidth="4" strokeLinecap="round" />
      {[70, 130].map((x) => (
        <g key={x}>
          <ellipse cx={x} cy="86" rx="11" ry="13" fill="#fff" />
          <circle cx={x + 1} cy="88" r="7" fill="#343a40" />
          <circle cx={x + 3} cy="85" r="2.5" fill="#fff" />
        </g>
      ))}
      <path d="M96 100q4 8 8 0" fill="none" stroke={COLOURS.skinLine} strokeWidth="3" strokeLinecap="round" />
      <ellipse cx="50" cy="122" rx="13" ry="8" fill="#ffa8a8" opacity="0.55" />
      <ellipse cx="150" cy="122" rx="13" ry="8" fill="#ffa8a8" opacity="0.55" />
      {children}
    </>
  );
  // A size may be a CSS length (min(260px, 70vw)), which only the style takes.
  const box = { width: size, height: size, display: 'block', flexShrink: 0 };
  return label === undefined ? (
    <svg viewBox="0 0 200 200" style={box} aria-hidden="true">
      {face}
    </svg>
  ) : (
    <svg viewBox="0 0 200 200" style={box} role="img" aria-label={label}>
      {face}
    </svg>
  );
}
