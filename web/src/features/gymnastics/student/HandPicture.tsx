import type { CSSProperties } from 'react';
import type { Finger, FingerState, HandPose } from './builtins.ts';

const SKIN = '#ffd8b5';
const OUTLINE = '#d9966b';
/** Where each finger stands and how long it is when up; every finger's foot is at FOOT, under the palm. */
const FINGERS: Record<Finger, { x: number; width: number; length: number }> = {
  index: { x: 64, width: 24, length: 90 },
  middle: { x: 92, width: 24, length: 102 },
  ring: { x: 120, width: 24, length: 92 },
  little: { x: 148, width: 22, length: 74 },
};
const FOOT = 140;
const SHOWN: Record<FingerState, number> = { up: 1, bent: 0.55, down: 0.3 };
const THUMB = { x: 72, y: 196, length: 70 };

const fingerTip = (finger: Finger, state: FingerState) => {
  const { x, width, length } = FINGERS[finger];
  return { x: x + width / 2, y: FOOT - length * SHOWN[state] + 8 };
};

/** The thumb's angle (degrees from straight up, clockwise) and length for a pose. */
function thumbReach(pose: HandPose): { angle: number; scale: number; tip: { x: number; y: number } | null } {
  if (pose.thumb === 'up') return { angle: -38, scale: 1, tip: null };
  if (pose.thumb === 'folded') return { angle: 62, scale: 0.85, tip: null };
  const tip = fingerTip(pose.thumb.touches, pose.fingers[pose.thumb.touches]);
  const dx = tip.x - THUMB.x;
  const dy = tip.y - THUMB.y;
  return {
    angle: (Math.atan2(dx, -dy) * 180) / Math.PI,
    scale: Math.hypot(dx, dy) / THUMB.length,
    tip,
  };
}

/** A friendly right hand drawn in the repo: fingers up, half bent or folded, the thumb up, folded or touching one. */
export function HandPicture({ pose, label, reduced }: { pose: HandPose; label: string; reduced: boolean }) {
  const moving: CSSProperties = { transition: reduced ? 'none' : 'transform 350ms ease-in-out' };
  const thumb = thumbReach(pose);
  return (
    <svg
      viewBox="0 0 240 260"
      role="img"
      aria-label={label}
      style={{ width: '100%', maxWidth: 300, display: 'block', margin: '0 auto' }}
    >
      <rect width="240" height="260" rx="24" fill="#fff4e6" />
      <rect x="82" y="200" width="76" height="60" rx="14" fill="#74c0fc" stroke="#339af0" strokeWidth="2" />
      {(Object.keys(FINGERS) as Finger[]).map((finger) => {
        const { x, width, length } = FINGERS[finger];
        return (
          <rect
            key={finger}
            data-finger={finger}
            data-state={pose.fingers[finger]}
            x={x}
            y={FOOT - length}
            width={width}
            height={length}
            rx={width / 2}
            fill={SKIN}
            stroke={OUTLINE}
            strokeWidth="2"
            style={{
              ...moving,
              transformBox: 'fill-box',
              transformOrigin: '50% 100%',
              transform: `scaleY(${SHOWN[pose.fingers[finger]]})`,
            }}
          />
        );
      })}
      <rect x="58" y="116" width="124" height="100" rx="34" fill={SKIN} stroke={OUTLINE} strokeWidth="2" />
      <circle cx="102" cy="160" r="4" fill="#5c3d2e" />
      <circle cx="138" cy="160" r="4" fill="#5c3d2e" />
      <path d="M 106 176 Q 120 188 134 176" fill="none" stroke="#5c3d2e" strokeWidth="3" strokeLinecap="round" />
      <circle cx="94" cy="174" r="6" fill="#ffa8a8" opacity="0.6" />
      <circle cx="146" cy="174" r="6" fill="#ffa8a8" opacity="0.6" />
      <rect
        data-finger="thumb"
        x={-12}
        y={-THUMB.length}
        width={24}
        height={THUMB.length}
        rx={12}
        fill={SKIN}
        stroke={OUTLINE}
        strokeWidth="2"
        style={{
          ...moving,
          transformBox: 'view-box',
          transformOrigin: '0 0',
          transform: `translate(${THUMB.x}px, ${THUMB.y}px) rotate(${thumb.angle}deg) scaleY(${thumb.scale})`,
        }}
      />
      {thumb.tip ? (
        <g transform={`translate(${thumb.tip.x} ${thumb.tip.y})`}>
          <path
            d="M 0 -12 L 3 -3 L 12 0 L 3 3 L 0 12 L -3 3 L -12 0 L -3 -3 Z"
            fill="#fcc419"
            stroke="#f08c00"
            strokeWidth="1"
          />
        </g>
      ) : null}
    </svg>
  );
}
