import { useReducedMotion } from '@mantine/hooks';
import type { Rod } from '@umka/games';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Geometry of one rod, in SVG units: the beam sits between one heaven bead above and four earth beads below. */
const ROD_WIDTH = 64;
const BEAD_RX = 26;
const BEAD_RY = 13;
const TOP = 12;
const BEAM = 84;
const BOTTOM = 236;
const STEP = 29;

function heavenY(active: boolean): number {
  return active ? BEAM - BEAD_RY - 3 : TOP + BEAD_RY + 3;
}

/** Earth bead i (0 is nearest the beam): pushed up to the beam when it counts, else resting at the bottom. */
function earthY(i: number, counted: number): number {
  return i < counted ? BEAM + BEAD_RY + 3 + i * STEP : BOTTOM - BEAD_RY - 3 - (3 - i) * STEP;
}

interface SorobanProps {
  rods: readonly Rod[];
  /** Given, the beads are buttons: a tap moves a bead (and the beads between it and the beam) across. */
  onChange?: (rods: Rod[]) => void;
}

/** A soroban drawn in SVG: one heaven bead worth 5 and four earth beads worth 1 on each rod. */
export function Soroban({ rods, onChange }: SorobanProps) {
  const { t } = useTranslation();
  const reduceMotion = useReducedMotion();
  const width = rods.length * ROD_WIDTH + 16;
  const change = (rodIndex: number, next: Rod) => onChange?.(rods.map((rod, i) => (i === rodIndex ? next : rod)));

  const bead = (key: string, cx: number, cy: number, fill: string, label: string, onPress: (() => void) | null) => {
    const shape = (
      <ellipse
        cx={cx}
        cy={cy}
        rx={BEAD_RX}
        ry={BEAD_RY}
        fill={fill}
        stroke="#00000033"
        strokeWidth={1.5}
        style={{ transition: reduceMotion ? undefined : 'cy 120ms ease-out' }}
      />
    );
    if (!onPress) return <g key={key}>{shape}</g>;
    // The bead's whole slot on the rod answers a tap: the bead alone is too small a target for a child's finger.
    const slot = cy < BEAM ? { y: TOP, height: BEAM - TOP - 3 } : { y: cy - STEP / 2, height: STEP };
    return (
      // biome-ignore lint/a11y/useSemanticElements: SVG has no button element; the group is one, with its keys.
      <g
        key={key}
        role="button"
        tabIndex={0}
        aria-label={label}
        className="umka-bead"
        style={{ cursor: 'pointer' }}
        onClick={onPress}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === ' ' || event.key === 'Enter') {
            event.preventDefault();
            event.stopPropagation();
            onPress();
          }
        }}
      >
        <rect x={cx - ROD_WIDTH / 2} width={ROD_WIDTH} {...slot} fill="transparent" data-testid="bead-slot" />
        {shape}
      </g>
    );
  };

  return (
    <svg
      viewBox={`0 0 ${width} ${BOTTOM + TOP}`}
      width="100%"
      // Beads to be tapped are drawn larger than beads only to be read.
      style={{ maxWidth: width * (onChange ? 2 : 1.4), maxHeight: onChange ? 360 : 260 }}
      role={onChange ? 'group' : 'img'}
      aria-label={t('trainers.abacus.soroban')}
      data-testid="soroban"
    >
      <rect
        x={2}
        y={2}
        width={width - 4}
        height={BOTTOM + TOP - 4}
        rx={12}
        fill="#fff4e6"
        stroke="#a0522d"
        strokeWidth={6}
      />
      {rods.map((rod, r) => {
        const cx = 8 + r * ROD_WIDTH + ROD_WIDTH / 2;
        const place = rods.length - r;
        return (
          <g key={place} data-testid={`rod-${r}`} data-value={rod.heaven * 5 + rod.earth}>
            <line x1={cx} y1={TOP} x2={cx} y2={BOTTOM} stroke="#8b5a2b" strokeWidth={4} />
            {bead(
              'heaven',
              cx,
              heavenY(rod.heaven === 1),
              '#e8590c',
              t('trainers.abacus.heaven', { rod: r + 1 }),
              onChange ? () => change(r, { ...rod, heaven: rod.heaven === 1 ? 0 : 1 }) : null,
            )}
            {[0, 1, 2, 3].map((i) =>
              bead(
                `earth-${i}`,
                cx,
                earthY(i, rod.earth),
                '#1971c2',
                t('trainers.abacus.earth', { rod: r + 1, bead: i + 1 }),
                onChange ? () => change(r, { ...rod, earth: i < rod.earth ? i : i + 1 }) : null,
              ),
            )}
          </g>
        );
      })}
      <rect x={6} y={BEAM - 3} width={width - 12} height={6} fill="#5c3317" />
    </svg>
  );
}
