import type { OnlineGameId } from '@umka/contracts';
import type { ComponentType } from 'react';

/** The online games' pictures, drawn here like the trainers' (ARCHITECTURE.md: art is made in the repo). */
function ConnectFourArt() {
  const discs: [number, number, string][] = [
    [20, 44, '#f03e3e'],
    [32, 44, '#fcc419'],
    [44, 44, '#f03e3e'],
    [32, 32, '#f03e3e'],
    [44, 32, '#fcc419'],
    [44, 20, '#fcc419'],
  ];
  return (
    <>
      <rect x="12" y="12" width="40" height="40" rx="6" fill="#228be6" />
      {[20, 32, 44].flatMap((x) =>
        [20, 32, 44].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="4.5" fill="#e7f5ff" />),
      )}
      {discs.map(([x, y, fill]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="4.5" fill={fill} />
      ))}
    </>
  );
}

function PicnicArt() {
  return (
    <>
      <path d="M8 40h48l-6 14H14z" fill="#e03131" />
      <path d="M14 40l6 14M26 40l2 14M38 40l-2 14M50 40l-6 14" stroke="#fff" strokeWidth="2" />
      <path d="M16 38c0-12 32-12 32 0" fill="none" stroke="#a0522d" strokeWidth="4" strokeLinecap="round" />
      <rect x="14" y="30" width="36" height="12" rx="4" fill="#e8a952" />
      <circle cx="24" cy="26" r="6" fill="#fa5252" />
      <path d="M24 20c1-3 3-4 5-4" stroke="#2b8a3e" strokeWidth="2" fill="none" strokeLinecap="round" />
      <circle cx="38" cy="27" r="5" fill="#fcc419" />
      <text x="38" y="30" textAnchor="middle" fontSize="7" fontWeight="900" fill="#5c3d00">
        7
      </text>
    </>
  );
}

const ART: Record<OnlineGameId, { tile: string; art: ComponentType }> = {
  connect4: { tile: '#a5d8ff', art: ConnectFourArt },
  picnic: { tile: '#d3f9d8', art: PicnicArt },
};

export function OnlineGameIcon({ component, size = 64 }: { component: OnlineGameId; size?: number }) {
  const { tile, art: Art } = ART[component];
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" data-icon={component}>
      <circle cx="32" cy="32" r="31" fill={tile} />
      <Art />
    </svg>
  );
}
