/** The two players' discs: told apart by colour and by the mark on them (a ring, a star), for colour-blind eyes. */
export const DISC_COLORS = ['#f03e3e', '#fcc419'] as const;

function starPoints(radius: number): string {
  return Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? radius : radius * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    return `${(r * Math.cos(angle)).toFixed(1)},${(r * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

const STAR = starPoints(17);

/** One disc centred on (0, 0); the caller places it. */
export function DiscArt({ player, radius }: { player: number; radius: number }) {
  return (
    <>
      <circle r={radius} fill={DISC_COLORS[player] ?? DISC_COLORS[0]} />
      <circle r={radius - 4} fill="none" stroke="rgb(0 0 0 / 12%)" strokeWidth={3} />
      {player === 0 ? (
        <circle r={radius * 0.42} fill="none" stroke="#ffc9c9" strokeWidth={6} />
      ) : (
        <polygon points={STAR} fill="#f08c00" />
      )}
    </>
  );
}

/** A disc as a small picture beside a player's name. */
export function DiscSwatch({ player, size = 22 }: { player: number; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="-50 -50 100 100" aria-hidden="true">
      <DiscArt player={player} radius={46} />
    </svg>
  );
}
