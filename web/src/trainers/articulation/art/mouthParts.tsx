import type { ReactNode } from 'react';

export const COLOURS = {
  skin: '#ffe3c4',
  skinLine: '#e0a070',
  lip: '#e64980',
  lipDark: '#a61e4d',
  mouth: '#5c1a2e',
  tooth: '#ffffff',
  toothLine: '#ced4da',
  tongue: '#ff8fab',
  tongueLine: '#d6336c',
  jam: '#f76707',
};

/** Where the mouth's opening starts, below the nose. */
const TOP = 132;

interface OpenMouthProps {
  /** Unique in the page: the opening clips what is inside it. */
  clipId: string;
  width?: number;
  /** How far the jaw is dropped. */
  depth?: number;
  /** Drawn inside the opening, behind the teeth (a tongue behind them). */
  inside?: ReactNode;
  /** Drawn inside the opening, in front of the teeth (a tongue licking the upper lip). */
  front?: ReactNode;
  /** Drawn over the lips (a tongue stuck out). */
  outside?: ReactNode;
  /** Where `outside` shows, when only its part past the lips should cover them (a tongue out of a corner). */
  outsideRegion?: string;
}

function openingPath(width: number, depth: number): string {
  const left = 100 - width / 2;
  const right = 100 + width / 2;
  return `M${left} ${TOP}Q100 ${TOP + 14} ${right} ${TOP}Q100 ${TOP + 2 * depth} ${left} ${TOP}Z`;
}

/** An open smiling mouth: the dark opening, the upper teeth along its top, the lips round it. */
export function OpenMouth({ clipId, width = 84, depth = 44, inside, front, outside, outsideRegion }: OpenMouthProps) {
  const path = openingPath(width, depth);
  const left = 100 - width / 2;
  const right = 100 + width / 2;
  return (
    <g>
      <defs>
        <clipPath id={clipId}>
          <path d={path} />
        </clipPath>
        {outsideRegion ? (
          <clipPath id={`${clipId}-out`}>
            <path d={outsideRegion} />
          </clipPath>
        ) : null}
      </defs>
      <path d={path} fill={COLOURS.mouth} />
      <g clipPath={`url(#${clipId})`}>
        {inside}
        <path
          d={`M${left} ${TOP - 4}Q100 ${TOP + 10} ${right} ${TOP - 4}L${right} ${TOP + 6}Q100 ${TOP + 22} ${left} ${TOP + 6}Z`}
          fill={COLOURS.tooth}
          stroke={COLOURS.toothLine}
          strokeWidth="1.5"
        />
        {front}
      </g>
      <path d={path} fill="none" stroke={COLOURS.lip} strokeWidth="7" strokeLinejoin="round" />
      {outsideRegion ? <g clipPath={`url(#${clipId}-out)`}>{outside}</g> : outside}
    </g>
  );
}

/** A tongue shape with the groove down its middle. */
export function Tongue({ d, groove }: { d: string; groove?: string }) {
  return (
    <g>
      <path d={d} fill={COLOURS.tongue} stroke={COLOURS.tongueLine} strokeWidth="2.5" strokeLinejoin="round" />
      {groove ? (
        <path d={groove} fill="none" stroke={COLOURS.tongueLine} strokeWidth="2" strokeLinecap="round" />
      ) : null}
    </g>
  );
}

/** Little arcs by the cheeks: the mouth makes a sound here. */
export function SoundMarks() {
  return (
    <g fill="none" stroke="#1c7ed6" strokeWidth="3" strokeLinecap="round">
      <path d="M40 132q-6 10 0 20M30 128q-9 14 0 28" />
      <path d="M160 132q6 10 0 20M170 128q9 14 0 28" />
    </g>
  );
}
