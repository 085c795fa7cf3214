import { useReducedMotion } from '@mantine/hooks';
import type { Point } from '@umka/games';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';

/** SVG units per grid step, and the margin around the grid for the axis names. */
const CELL = 24;
const PAD = 28;

/** Tick labels thin out on a large grid so they stay readable on a phone. */
function labelStep(range: number): number {
  if (range <= 6) return 1;
  return range <= 12 ? 2 : 5;
}

export function gridSize(range: number): number {
  return 2 * range * CELL + 2 * PAD;
}

const toX = (range: number, x: number) => PAD + (x + range) * CELL;
const toY = (range: number, y: number) => PAD + (range - y) * CELL;
const clamp = (value: number, range: number) => Math.min(range, Math.max(-range, value));

/** Numbers as a school book prints them, with a real minus sign. */
export const signed = (value: number): string => (value < 0 ? `−${-value}` : String(value));

/**
 * The grid point nearest a click or tap. The square drawing is scaled to fit the element's box and
 * centred in it (the SVG default), so a box taller or wider than the drawing is allowed for.
 */
export function pointAt(svg: SVGSVGElement, clientX: number, clientY: number, range: number): Point | null {
  const box = svg.getBoundingClientRect();
  const size = gridSize(range);
  const scale = Math.min(box.width, box.height) / size;
  if (scale <= 0) return null;
  const ux = (clientX - box.left - (box.width - size * scale) / 2) / scale;
  const uy = (clientY - box.top - (box.height - size * scale) / 2) / scale;
  return {
    x: clamp(Math.round((ux - PAD) / CELL - range), range),
    y: clamp(Math.round(range - (uy - PAD) / CELL), range),
  };
}

export const ARROW_MOVES = {
  ArrowUp: { x: 0, y: 1 },
  ArrowDown: { x: 0, y: -1 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
} as const satisfies Readonly<Record<string, Point>>;
export type ArrowKey = keyof typeof ARROW_MOVES;

const isArrowKey = (key: string): key is ArrowKey => Object.hasOwn(ARROW_MOVES, key);

/** The picked point one step along `key`, kept on the grid; the first step picks the origin. */
export function stepPicked(picked: Point | null, key: ArrowKey, range: number): Point {
  if (!picked) return { x: 0, y: 0 };
  const move = ARROW_MOVES[key];
  return { x: clamp(picked.x + move.x, range), y: clamp(picked.y + move.y, range) };
}

export interface GridMark {
  point: Point;
  color: string;
  label?: string;
  /** A ring rather than a dot: where the right answer was. */
  ring?: boolean;
  testId?: string;
}

interface CoordinateGridProps {
  range: number;
  label: string;
  marks?: readonly GridMark[];
  /** A line drawn across the whole grid through these two points. */
  line?: readonly [Point, Point];
  /**
   * Given, the grid is a control: a click or tap picks the nearest point, the arrow keys move the
   * picked point (from the origin when none is picked yet) and Enter or Space confirms it. The grid
   * takes the focus when it appears, so the arrow keys work at once.
   */
  picking?: {
    picked: Point | null;
    onPick: (point: Point) => void;
    onConfirm: () => void;
    describedBy?: string;
  };
}

/** A coordinate plane from -range to range on both axes, with a grid, arrowed axes and numbered ticks. */
export function CoordinateGrid({ range, label, marks = [], line, picking }: CoordinateGridProps) {
  const reduceMotion = useReducedMotion();
  const size = gridSize(range);
  const step = labelStep(range);
  const fontSize = range <= 6 ? 14 : range <= 12 ? 18 : 30;
  // Dots grow with the grid so they stay as big on screen when the grid is scaled down.
  const dot = CELL * (range <= 12 ? 0.3 : 0.5);
  const low = toX(range, -range);
  const high = toX(range, range);
  const ticks = Array.from({ length: 2 * range + 1 }, (_, i) => i - range);

  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    if (!picking) return;
    const point = pointAt(event.currentTarget, event.clientX, event.clientY, range);
    if (point) picking.onPick(point);
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (!picking) return;
    if (isArrowKey(event.key)) {
      event.preventDefault();
      picking.onPick(stepPicked(picking.picked, event.key, range));
    } else if ((event.key === 'Enter' || event.key === ' ') && picking.picked) {
      event.preventDefault();
      picking.onConfirm();
    }
  };

  const lineEnds = line ? lineAcrossGrid(line, range) : null;
  const svgRef = useRef<SVGSVGElement>(null);
  const picks = picking !== undefined;
  useEffect(() => {
    if (picks) svgRef.current?.focus({ preventScroll: true });
  }, [picks]);

  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      width="100%"
      style={{
        maxWidth: 480,
        maxHeight: '60vh',
        touchAction: 'manipulation',
        cursor: picking ? 'crosshair' : undefined,
      }}
      aria-label={label}
      data-testid="coordinate-grid"
      ref={svgRef}
      {...(picking
        ? {
            role: 'application',
            tabIndex: 0,
            onClick,
            onKeyDown,
            'aria-describedby': picking.describedBy,
            className: 'umka-grid',
          }
        : { role: 'img' })}
    >
      <rect x={0} y={0} width={size} height={size} rx={16} fill="#f8f9ff" />
      {ticks.map((tick) => (
        <g key={tick} stroke={tick % step === 0 ? '#c5cae9' : '#e3e6f5'} strokeWidth={1}>
          <line x1={toX(range, tick)} y1={low} x2={toX(range, tick)} y2={high} />
          <line x1={low} y1={toY(range, tick)} x2={high} y2={toY(range, tick)} />
        </g>
      ))}
      <g stroke="#343a40" strokeWidth={2.5} fill="#343a40">
        <line x1={low - 8} y1={toY(range, 0)} x2={high + 14} y2={toY(range, 0)} />
        <line x1={toX(range, 0)} y1={high + 8} x2={toX(range, 0)} y2={low - 14} />
        <path d={`M ${high + 18} ${toY(range, 0)} l -12 -6 v 12 z`} />
        <path d={`M ${toX(range, 0)} ${low - 18} l -6 12 h 12 z`} />
      </g>
      <g fontSize={fontSize} fill="#495057" fontFamily="sans-serif" aria-hidden>
        {ticks
          .filter((tick) => tick !== 0 && tick % step === 0)
          .map((tick) => (
            <g key={tick}>
              <text x={toX(range, tick)} y={toY(range, 0) + fontSize + 2} textAnchor="middle">
                {signed(tick)}
              </text>
              <text x={toX(range, 0) - 5} y={toY(range, tick) + fontSize / 3} textAnchor="end">
                {signed(tick)}
              </text>
            </g>
          ))}
        <text x={toX(range, 0) - 5} y={toY(range, 0) + fontSize + 2} textAnchor="end">
          0
        </text>
        <text x={size - 6} y={toY(range, 0) - 8} textAnchor="end" fontStyle="italic" fontWeight={700}>
          x
        </text>
        <text x={toX(range, 0) + 10} y={fontSize + 2} fontStyle="italic" fontWeight={700}>
          y
        </text>
      </g>
      {lineEnds ? (
        <line
          x1={toX(range, lineEnds[0].x)}
          y1={toY(range, lineEnds[0].y)}
          x2={toX(range, lineEnds[1].x)}
          y2={toY(range, lineEnds[1].y)}
          stroke="#1971c2"
          strokeWidth={4}
          strokeLinecap="round"
          data-testid="graph-line"
        />
      ) : null}
      {marks.map((mark) => (
        <g key={`${mark.point.x},${mark.point.y},${mark.color}`} data-testid={mark.testId}>
          <circle
            cx={toX(range, mark.point.x)}
            cy={toY(range, mark.point.y)}
            r={mark.ring ? dot * 1.5 : dot}
            fill={mark.ring ? 'none' : mark.color}
            stroke={mark.color}
            strokeWidth={mark.ring ? 4 : 2}
            style={{ transition: reduceMotion ? undefined : 'cx 100ms ease-out, cy 100ms ease-out' }}
          />
          {mark.label ? (
            <text
              x={toX(range, mark.point.x) + dot * 1.3}
              y={toY(range, mark.point.y) - dot * 1.3}
              fontSize={fontSize + 4}
              fontWeight={800}
              fill={mark.color}
              fontFamily="sans-serif"
            >
              {mark.label}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
}

/** Where the line through `through` enters and leaves the grid's square (clipping by hand keeps the SVG id-free). */
function lineAcrossGrid([a, b]: readonly [Point, Point], range: number): [Point, Point] | null {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let enter = Number.NEGATIVE_INFINITY;
  let leave = Number.POSITIVE_INFINITY;
  for (const [start, delta] of [
    [a.x, dx],
    [a.y, dy],
  ] as const) {
    if (delta === 0) {
      if (Math.abs(start) > range) return null;
      continue;
    }
    const [t1, t2] = [(-range - start) / delta, (range - start) / delta];
    enter = Math.max(enter, Math.min(t1, t2));
    leave = Math.min(leave, Math.max(t1, t2));
  }
  if (enter > leave) return null;
  const at = (t: number): Point => ({ x: a.x + dx * t, y: a.y + dy * t });
  return [at(enter), at(leave)];
}
