import type { ReactNode } from 'react';

/**
 * Catalogue pictures, drawn here rather than downloaded (ARCHITECTURE.md: art is made in the repo).
 * Each sits on a round tile in its own colour so cards are told apart at a glance.
 */
const ART: Record<string, { tile: string; art: ReactNode }> = {
  'flash-anzan': {
    tile: '#ffe066',
    art: (
      <>
        <path d="M34 10 18 36h12l-4 18 20-28H34l6-16z" fill="#f76707" />
        <text x="46" y="22" fontSize="12" fontWeight="900" fill="#862e9c">
          +
        </text>
      </>
    ),
  },
  abacus: {
    tile: '#d0bfff',
    art: (
      <>
        <rect x="10" y="12" width="44" height="40" rx="4" fill="none" stroke="#5f3dc4" strokeWidth="3" />
        <line x1="10" y1="24" x2="54" y2="24" stroke="#5f3dc4" strokeWidth="3" />
        {[20, 32, 44].map((x) => (
          <g key={x}>
            <line x1={x} y1="12" x2={x} y2="52" stroke="#845ef7" strokeWidth="1.5" />
            <ellipse cx={x} cy="18" rx="5" ry="3.5" fill="#f03e3e" />
            <ellipse cx={x} cy="31" rx="5" ry="3.5" fill="#1c7ed6" />
            <ellipse cx={x} cy="39" rx="5" ry="3.5" fill="#1c7ed6" />
          </g>
        ))}
      </>
    ),
  },
  equations: {
    tile: '#a5d8ff',
    art: (
      <text x="32" y="42" textAnchor="middle" fontSize="24" fontWeight="900" fill="#1864ab" fontStyle="italic">
        x=?
      </text>
    ),
  },
  fractions: {
    tile: '#b2f2bb',
    art: (
      <>
        <circle cx="32" cy="32" r="20" fill="#fff" stroke="#2b8a3e" strokeWidth="3" />
        <path d="M32 32V12a20 20 0 0 1 20 20z" fill="#40c057" />
        <line x1="12" y1="32" x2="52" y2="32" stroke="#2b8a3e" strokeWidth="2" />
        <line x1="32" y1="12" x2="32" y2="52" stroke="#2b8a3e" strokeWidth="2" />
      </>
    ),
  },
  units: {
    tile: '#ffd8a8',
    art: (
      <>
        <rect x="8" y="24" width="48" height="16" rx="3" fill="#fd7e14" />
        {[14, 22, 30, 38, 46].map((x) => (
          <line key={x} x1={x} y1="24" x2={x} y2={x % 16 === 14 ? 34 : 30} stroke="#fff" strokeWidth="2" />
        ))}
      </>
    ),
  },
  'speed-test': {
    tile: '#ffc9c9',
    art: (
      <>
        <circle cx="32" cy="34" r="18" fill="#fff" stroke="#e03131" strokeWidth="3" />
        <rect x="28" y="10" width="8" height="6" rx="2" fill="#e03131" />
        <path d="M32 34 42 24" stroke="#e03131" strokeWidth="3" strokeLinecap="round" />
      </>
    ),
  },
  graphs: {
    tile: '#c3fae8',
    art: (
      <>
        <path d="M12 52V12M12 52h40" stroke="#087f5b" strokeWidth="3" strokeLinecap="round" />
        <path d="M14 46 26 34l8 6 16-20" fill="none" stroke="#12b886" strokeWidth="3.5" strokeLinejoin="round" />
        <circle cx="50" cy="20" r="3.5" fill="#e64980" />
      </>
    ),
  },
  'word-problems': {
    tile: '#fcc2d7',
    art: (
      <>
        <path d="M12 16h18a4 4 0 0 1 4 4v30a4 4 0 0 0-4-4H12z" fill="#fff" stroke="#c2255c" strokeWidth="2.5" />
        <path d="M52 16H36a4 4 0 0 0-2 4v30a4 4 0 0 1 4-4h14z" fill="#fff" stroke="#c2255c" strokeWidth="2.5" />
        <text x="43" y="38" textAnchor="middle" fontSize="14" fontWeight="900" fill="#c2255c">
          ?
        </text>
      </>
    ),
  },
  schulte: {
    tile: '#c3fae8',
    art: (
      <>
        <rect x="14" y="14" width="36" height="36" rx="4" fill="#fff" stroke="#087f5b" strokeWidth="2.5" />
        <path d="M26 14v36M38 14v36M14 26h36M14 38h36" stroke="#087f5b" strokeWidth="1.5" />
        {[
          ['20', '23', '7'],
          ['32', '23', '2'],
          ['44', '23', '5'],
          ['20', '35', '4'],
          ['32', '35', '9'],
          ['44', '35', '1'],
          ['20', '47', '3'],
          ['32', '47', '6'],
          ['44', '47', '8'],
        ].map(([x, y, label]) => (
          <text key={label} x={x} y={y} textAnchor="middle" fontSize="9" fontWeight="900" fill="#0b7285">
            {label}
          </text>
        ))}
        <circle cx="44" cy="32" r="6" fill="none" stroke="#f76707" strokeWidth="2.5" />
      </>
    ),
  },
  stroop: {
    tile: '#ffe3e3',
    art: (
      <>
        <text x="32" y="30" textAnchor="middle" fontSize="15" fontWeight="900" fill="#1971c2">
          RED
        </text>
        <text x="32" y="48" textAnchor="middle" fontSize="15" fontWeight="900" fill="#e03131">
          BLUE
        </text>
      </>
    ),
  },
  'word-search': {
    tile: '#fff3bf',
    art: (
      <>
        <rect x="13" y="13" width="38" height="38" rx="5" fill="#fff" stroke="#e67700" strokeWidth="2.5" />
        {[
          ['21', '25', 'К'],
          ['32', '25', 'О'],
          ['43', '25', 'Т'],
          ['21', '37', 'Л'],
          ['32', '37', 'Ж'],
          ['43', '37', 'М'],
          ['21', '48', 'Ы'],
          ['32', '48', 'С'],
          ['43', '48', 'Ь'],
        ].map(([x, y, letter]) => (
          <text key={`${x}-${y}`} x={x} y={y} textAnchor="middle" fontSize="9" fontWeight="900" fill="#5f3dc4">
            {letter}
          </text>
        ))}
        <rect
          x="15"
          y="17"
          width="34"
          height="11"
          rx="5.5"
          fill="#40c057"
          fillOpacity="0.3"
          stroke="#2b8a3e"
          strokeWidth="2"
        />
        <circle cx="46" cy="46" r="7" fill="none" stroke="#e67700" strokeWidth="3" />
        <path d="M51 51l6 6" stroke="#e67700" strokeWidth="3.5" strokeLinecap="round" />
      </>
    ),
  },
  'speed-reading': {
    tile: '#ffe8cc',
    art: (
      <>
        <path d="M32 20c-6-4-13-5-20-4v28c7-1 14 0 20 4z" fill="#fff" stroke="#d9480f" strokeWidth="2.5" />
        <path d="M32 20c6-4 13-5 20-4v28c-7-1-14 0-20 4z" fill="#fff" stroke="#d9480f" strokeWidth="2.5" />
        <path
          d="M17 24h10M17 29h10M17 34h8M37 24h10M37 29h10M37 34h8"
          stroke="#f08c00"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <path d="M8 50h12M4 55h16M44 50h12M44 55h16" stroke="#1c7ed6" strokeWidth="2.5" strokeLinecap="round" />
      </>
    ),
  },
  memo: {
    tile: '#f3d9fa',
    art: (
      <>
        <rect x="10" y="20" width="18" height="24" rx="4" fill="#fff" stroke="#9c36b5" strokeWidth="2.5" />
        <rect x="36" y="20" width="18" height="24" rx="4" fill="#9c36b5" />
        <path d="M19 28l2 4 4 .5-3 3 .8 4-3.8-2-3.8 2 .8-4-3-3 4-.5z" fill="#fab005" />
        <text x="45" y="37" textAnchor="middle" fontSize="12" fontWeight="900" fill="#fff">
          ?
        </text>
        <path d="M22 50c4 4 16 4 20 0" fill="none" stroke="#9c36b5" strokeWidth="2.5" strokeLinecap="round" />
      </>
    ),
  },
  labyrinth: {
    tile: '#e5dbff',
    art: (
      <>
        <rect x="12" y="12" width="40" height="40" rx="4" fill="#fff9db" />
        <path
          d="M12 12h40v40H12zM22 12v20M32 22v30M42 12v28M12 42h10M32 32h10"
          fill="none"
          stroke="#5f3dc4"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <circle cx="17" cy="17" r="3.5" fill="#1c7ed6" />
        <rect x="44" y="44" width="6" height="6" fill="#2f9e44" />
      </>
    ),
  },
  dino: {
    tile: '#d3f9d8',
    art: (
      <>
        <rect x="8" y="46" width="48" height="5" rx="2" fill="#74b816" />
        <rect x="16" y="24" width="20" height="22" rx="6" fill="#2f9e44" />
        <rect x="28" y="16" width="14" height="12" rx="5" fill="#2f9e44" />
        <circle cx="37" cy="21" r="1.8" fill="#212529" />
        <rect x="20" y="32" width="9" height="10" rx="3" fill="#b2f2bb" />
        <rect x="46" y="30" width="5" height="16" rx="2" fill="#2b8a3e" />
        <rect x="42" y="35" width="4" height="6" rx="2" fill="#2b8a3e" />
      </>
    ),
  },
  metronome: {
    tile: '#ffe3e3',
    art: (
      <>
        <path d="M24 52 28 12h8l4 40z" fill="#fff" stroke="#c92a2a" strokeWidth="2.5" strokeLinejoin="round" />
        <path d="M32 44 42 20" stroke="#5f3dc4" strokeWidth="3" strokeLinecap="round" />
        <circle cx="39" cy="27" r="3.5" fill="#5f3dc4" />
        <rect x="20" y="50" width="24" height="4" rx="2" fill="#c92a2a" />
      </>
    ),
  },
  fillword: {
    tile: '#d3f9d8',
    art: (
      <>
        <rect x="13" y="13" width="38" height="38" rx="5" fill="#fff" stroke="#2b8a3e" strokeWidth="2.5" />
        <path
          d="M20 21h24v11H20v11h24"
          fill="none"
          stroke="#74c0fc"
          strokeWidth="8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="M20 21h24v11"
          fill="none"
          stroke="#fab005"
          strokeWidth="8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        {[
          ['20', '24', 'Д'],
          ['32', '24', 'О'],
          ['44', '24', 'М'],
          ['44', '35', 'А'],
          ['32', '35', 'Р'],
          ['20', '35', 'Ы'],
          ['20', '46', 'Б'],
          ['32', '46', 'А'],
          ['44', '46', 'Й'],
        ].map(([x, y, letter]) => (
          <text key={`${x}-${y}`} x={x} y={y} textAnchor="middle" fontSize="9" fontWeight="900" fill="#212529">
            {letter}
          </text>
        ))}
      </>
    ),
  },
  articulation: {
    tile: '#ffdeeb',
    art: (
      <>
        <circle cx="32" cy="32" r="20" fill="#ffe8cc" stroke="#e8590c" strokeWidth="2" />
        <circle cx="25" cy="27" r="2.5" fill="#212529" />
        <circle cx="39" cy="27" r="2.5" fill="#212529" />
        <path d="M21 36c5 9 17 9 22 0z" fill="#862e4c" stroke="#c2255c" strokeWidth="2.5" strokeLinejoin="round" />
        <path d="M26 40c0 9 12 9 12 0z" fill="#f783ac" />
        <path d="M32 41v4" stroke="#d6336c" strokeWidth="1.5" strokeLinecap="round" />
      </>
    ),
  },
  speechCards: {
    tile: '#e5dbff',
    art: (
      <>
        <rect x="8" y="16" width="22" height="30" rx="5" fill="#7950f2" transform="rotate(-8 19 31)" />
        <text x="19" y="37" textAnchor="middle" fontSize="15" fontWeight="900" fill="#fff" transform="rotate(-8 19 31)">
          Р
        </text>
        <rect x="32" y="14" width="24" height="32" rx="5" fill="#fff" stroke="#7950f2" strokeWidth="2.5" />
        <ellipse cx="43" cy="30" rx="7" ry="4.5" fill="#fd7e14" />
        <path d="M49 30l5-4v8z" fill="#fd7e14" />
        <circle cx="40" cy="29" r="1.2" fill="#212529" />
        <path d="M22 52c6 4 14 4 20 0" fill="none" stroke="#7950f2" strokeWidth="2.5" strokeLinecap="round" />
      </>
    ),
  },
};

const FALLBACK = {
  tile: '#e9ecef',
  art: (
    <text x="32" y="42" textAnchor="middle" fontSize="26" fontWeight="900" fill="#495057">
      123
    </text>
  ),
};

/** The picture a component gets when its catalogue row names an icon this file does not draw. */
const COMPONENT_ICON: Record<string, string> = {
  flashAnzan: 'flash-anzan',
  abacus: 'abacus',
  equations: 'equations',
  fractions: 'fractions',
  unitConverter: 'units',
  speedTest: 'speed-test',
  graphs: 'graphs',
  wordProblem: 'word-problems',
  schulte: 'schulte',
  stroop: 'stroop',
  wordSearch: 'word-search',
  fillword: 'fillword',
  speedReading: 'speed-reading',
  memo: 'memo',
  labyrinth: 'labyrinth',
  dino: 'dino',
  metronome: 'metronome',
  articulation: 'articulation',
  speechCards: 'speechCards',
};

function artFor(icon: string, component: string) {
  return ART[icon] ?? ART[COMPONENT_ICON[component] ?? ''] ?? FALLBACK;
}

export function TrainerIcon({ icon, component, size = 64 }: { icon: string; component: string; size?: number }) {
  const { tile, art } = artFor(icon, component);
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" data-icon={icon}>
      <circle cx="32" cy="32" r="31" fill={tile} />
      {art}
    </svg>
  );
}
