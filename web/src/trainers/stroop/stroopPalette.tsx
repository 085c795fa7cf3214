import type { StroopColour } from '@umka/games';

/** Inks dark enough to read on white at the card's size. */
export const STROOP_INK: Record<StroopColour, string> = {
  red: '#e03131',
  blue: '#1971c2',
  green: '#2f9e44',
  orange: '#e8590c',
  purple: '#7048e8',
  black: '#212529',
};

/**
 * The pattern each colour carries when patterns are on, drawn in white over the ink: stripes one way, dots,
 * stripes the other way, checks, lines, and black left plain, so no two colours look alike without colour.
 */
function marks(colour: StroopColour) {
  switch (colour) {
    case 'red':
      return <path d="M-1 1l2-2M0 8l8-8M7 9l2-2" stroke="#fff" strokeWidth="1.6" />;
    case 'blue':
      return <circle cx="4" cy="4" r="1.6" fill="#fff" />;
    case 'green':
      return <path d="M-1 7l2 2M0 0l8 8M7-1l2 2" stroke="#fff" strokeWidth="1.6" />;
    case 'orange':
      return <path d="M0 4h8M4 0v8" stroke="#fff" strokeWidth="1.4" />;
    case 'purple':
      return <path d="M0 4h8" stroke="#fff" strokeWidth="1.8" />;
    case 'black':
      return null;
  }
}

/** The patterns' definitions, once per view; `fillOf` names them. */
export function StroopPatterns({ prefix, colours }: { prefix: string; colours: readonly StroopColour[] }) {
  return (
    <svg width="0" height="0" aria-hidden="true" style={{ position: 'absolute' }}>
      <defs>
        {colours.map((colour) => (
          <pattern key={colour} id={`${prefix}-${colour}`} width="8" height="8" patternUnits="userSpaceOnUse">
            <rect width="8" height="8" fill={STROOP_INK[colour]} />
            {marks(colour)}
          </pattern>
        ))}
      </defs>
    </svg>
  );
}

export const fillOf = (colour: StroopColour, patterns: boolean, prefix: string): string =>
  patterns ? `url(#${prefix}-${colour})` : STROOP_INK[colour];
