/**
 * A wicker basket with a napkin, drawn on a 96 × 72 grid. With `tag`, a light label on its front (centred at 72 % of
 * the height) for the basket's number to sit on.
 */
export function BasketArt({ width = 96, tag = false }: { width?: number; tag?: boolean }) {
  return (
    <svg width={width} height={(width * 72) / 96} viewBox="0 0 96 72" aria-hidden="true" focusable="false">
      <path d="M22 34c0-22 52-22 52 0" stroke="#9c5b1f" strokeWidth="6" fill="none" strokeLinecap="round" />
      <path d="M30 30l10-8 12 6 12-6 6 8z" fill="#ff8787" stroke="#c92a2a" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M10 32h76l-8 36H18z" fill="#e8a65d" stroke="#9c5b1f" strokeWidth="3" strokeLinejoin="round" />
      <path
        d="M13 44h70M15.5 56h65M26 36l2 30M38 36l1 30M50 36v30M62 36l-1 30M74 36l-2 30"
        stroke="#b86f2c"
        strokeWidth="2"
      />
      <rect x="6" y="27" width="84" height="9" rx="4.5" fill="#c47f3a" stroke="#9c5b1f" strokeWidth="2" />
      {tag ? (
        <rect x="26" y="39" width="44" height="26" rx="8" fill="#fff4e6" stroke="#9c5b1f" strokeWidth="2" />
      ) : null}
    </svg>
  );
}
