import { useReducedMotion } from '@mantine/hooks';

const COLORS = ['#f59f00', '#e64980', '#7950f2', '#12b886', '#228be6', '#fd7e14'];
const PIECES = 18;

/**
 * A short burst of confetti over the result card, drawn in SVG. It falls once and is gone; a player who
 * asked for reduced motion gets none, and a screen reader never hears it.
 */
export function Celebration() {
  const reduceMotion = useReducedMotion();
  if (reduceMotion) return null;
  return (
    <div className="umka-celebration" aria-hidden data-testid="celebration">
      {Array.from({ length: PIECES }, (_, index) => {
        const left = (index * 53) % 100;
        const delay = (index % 6) * 90;
        const color = COLORS[index % COLORS.length];
        return (
          <svg
            // biome-ignore lint/suspicious/noArrayIndexKey: the pieces are a fixed pattern that never reorders
            key={index}
            className="umka-confetti"
            style={{ left: `${left}%`, animationDelay: `${delay}ms` }}
            width="10"
            height="14"
            viewBox="0 0 10 14"
            aria-hidden
          >
            {index % 3 === 0 ? (
              <circle cx="5" cy="7" r="4" fill={color} />
            ) : (
              <rect x="1" y="1" width="8" height="12" rx="2" fill={color} />
            )}
          </svg>
        );
      })}
    </div>
  );
}
