/** Colours a project without a screenshot draws in, picked by its id so each card keeps its own. */
const PALETTES = [
  { sky: '#1e2a4a', window: '#7048e8', accent: '#ffd43b', code: '#63e6be' },
  { sky: '#13263a', window: '#1c7ed6', accent: '#ff8787', code: '#ffe066' },
  { sky: '#1f2d24', window: '#2f9e44', accent: '#74c0fc', code: '#ffa8a8' },
  { sky: '#2b1f3a', window: '#ae3ec9', accent: '#69db7c', code: '#ffd8a8' },
] as const;

export interface ProjectArtProps {
  /** Which palette: the project's id. */
  seed: number;
  label: string;
}

/** The cover of a project shown by its link alone: a code window with a rocket taking off, drawn here. */
export function ProjectArt({ seed, label }: ProjectArtProps) {
  const p = PALETTES[Math.abs(seed) % PALETTES.length] ?? PALETTES[0];
  return (
    <svg
      viewBox="0 0 320 180"
      role="img"
      aria-label={label}
      width="100%"
      height="100%"
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="320" height="180" fill={p.sky} />
      <circle cx="40" cy="30" r="2" fill="#fff" opacity="0.7" />
      <circle cx="280" cy="24" r="1.5" fill="#fff" opacity="0.6" />
      <circle cx="250" cy="150" r="2" fill="#fff" opacity="0.5" />
      <circle cx="70" cy="150" r="1.5" fill="#fff" opacity="0.6" />
      <rect x="50" y="34" width="170" height="112" rx="10" fill="#0b1220" stroke={p.window} strokeWidth="3" />
      <rect x="50" y="34" width="170" height="20" rx="10" fill={p.window} />
      <circle cx="64" cy="44" r="4" fill="#ff6b6b" />
      <circle cx="78" cy="44" r="4" fill="#ffd43b" />
      <circle cx="92" cy="44" r="4" fill="#69db7c" />
      <text x="72" y="112" fontFamily="monospace" fontSize="40" fontWeight="700" fill={p.code}>
        {'</>'}
      </text>
      <rect x="66" y="124" width="60" height="6" rx="3" fill={p.code} opacity="0.5" />
      <rect x="132" y="124" width="40" height="6" rx="3" fill={p.accent} opacity="0.6" />
      <g transform="translate(250 92) rotate(35)">
        <path d="M0 -34 C12 -22 12 6 8 16 L-8 16 C-12 6 -12 -22 0 -34 Z" fill="#f1f3f5" />
        <circle cx="0" cy="-12" r="5" fill={p.window} />
        <path d="M-8 6 L-16 20 L-8 16 Z M8 6 L16 20 L8 16 Z" fill={p.accent} />
        <path d="M-5 18 L0 34 L5 18 Z" fill="#ff922b" />
      </g>
    </svg>
  );
}
