import { useEffect, useRef } from 'react';
import { type BallPoint, EYE_CYCLE_MS, EYE_FIELD, EYE_STEP_MS, type EyeExerciseDefinition } from './builtins.ts';
import type { ExerciseClock } from './useExerciseClock.ts';

/** Which still step reduced motion shows at a moment of the exercise. */
export function eyeStepAt(definition: EyeExerciseDefinition, elapsed: number) {
  const steps = definition.steps;
  return steps[Math.floor(elapsed / EYE_STEP_MS) % steps.length] ?? steps[0];
}

function place(ball: SVGGElement | null, point: BallPoint) {
  ball?.setAttribute('transform', `translate(${point.x} ${point.y}) scale(${point.r / 22})`);
}

/**
 * The ball the eyes follow. Moving, it is placed on every animation frame straight in the picture (no React render
 * per frame); with reduced motion it stands still at each step's place for a few seconds instead.
 */
export function EyeBall({
  definition,
  clock,
  reduced,
  label,
}: {
  definition: EyeExerciseDefinition;
  clock: ExerciseClock;
  reduced: boolean;
  label: string;
}) {
  const ball = useRef<SVGGElement>(null);
  const { running, elapsed, now } = clock;

  useEffect(() => {
    if (reduced) {
      const step = eyeStepAt(definition, elapsed);
      if (step) place(ball.current, step.point);
      return;
    }
    const draw = () => place(ball.current, definition.path((now() % EYE_CYCLE_MS) / EYE_CYCLE_MS));
    draw();
    if (!running) return;
    let frame = requestAnimationFrame(function loop() {
      draw();
      frame = requestAnimationFrame(loop);
    });
    return () => cancelAnimationFrame(frame);
  }, [definition, reduced, running, elapsed, now]);

  return (
    <svg
      viewBox={`0 0 ${EYE_FIELD.width} ${EYE_FIELD.height}`}
      role="img"
      aria-label={label}
      style={{ width: '100%', maxWidth: 560, display: 'block', margin: '0 auto' }}
    >
      <defs>
        <radialGradient id="gymnastics-ball" cx="35%" cy="35%" r="70%">
          <stop offset="0%" stopColor="#fff6bf" />
          <stop offset="45%" stopColor="#ffb347" />
          <stop offset="100%" stopColor="#f76707" />
        </radialGradient>
      </defs>
      <rect width={EYE_FIELD.width} height={EYE_FIELD.height} rx="24" fill="#e7f5ff" />
      <circle cx="60" cy="42" r="18" fill="#fff" opacity="0.8" />
      <circle cx="82" cy="36" r="14" fill="#fff" opacity="0.8" />
      <circle cx="330" cy="200" r="16" fill="#fff" opacity="0.7" />
      <g ref={ball} transform={`translate(${EYE_FIELD.width / 2} ${EYE_FIELD.height / 2})`}>
        <circle r="22" fill="url(#gymnastics-ball)" stroke="#e8590c" strokeWidth="1.5" />
        <circle cx="-7" cy="-4" r="2.6" fill="#5c3d2e" />
        <circle cx="7" cy="-4" r="2.6" fill="#5c3d2e" />
        <path d="M -8 5 Q 0 12 8 5" fill="none" stroke="#5c3d2e" strokeWidth="2" strokeLinecap="round" />
      </g>
    </svg>
  );
}
