import { type Course, DINO_DUCK_HEIGHT, DINO_HEIGHT, DINO_WIDTH, type Obstacle, type RunState } from '@umka/games';

/** Where the dino stands on the canvas, from its left edge; the course slides past it. */
const DINO_SCREEN_X = 60;
const GROUND_FROM_BOTTOM = 28;

const INK = {
  sky: '#e7f5ff',
  ground: '#a9e34b',
  soil: '#74b816',
  dino: '#2f9e44',
  belly: '#b2f2bb',
  eye: '#212529',
  cactus: '#2b8a3e',
  bird: '#7048e8',
  crash: '#fa5252',
};

function drawObstacle(context: CanvasRenderingContext2D, obstacle: Obstacle, left: number, groundY: number) {
  const x = obstacle.x - left + DINO_SCREEN_X;
  const bottom = groundY - obstacle.altitude;
  if (obstacle.kind.startsWith('bird')) {
    context.fillStyle = INK.bird;
    context.beginPath();
    context.ellipse(
      x + obstacle.width / 2,
      bottom - obstacle.height / 2,
      obstacle.width / 2,
      obstacle.height / 3,
      0,
      0,
      Math.PI * 2,
    );
    context.fill();
    context.beginPath();
    context.moveTo(x + 10, bottom - obstacle.height / 2);
    context.lineTo(x + obstacle.width / 2, bottom - obstacle.height);
    context.lineTo(x + obstacle.width - 10, bottom - obstacle.height / 2);
    context.fill();
    return;
  }
  context.fillStyle = INK.cactus;
  const stems = obstacle.kind === 'cacti' ? 3 : 1;
  const stem = obstacle.width / stems;
  for (let i = 0; i < stems; i++) {
    const sx = x + i * stem + stem * 0.2;
    context.fillRect(sx, bottom - obstacle.height, stem * 0.6, obstacle.height);
    context.fillRect(sx - stem * 0.25, bottom - obstacle.height * 0.65, stem * 0.25, obstacle.height * 0.3);
    context.fillRect(sx + stem * 0.6, bottom - obstacle.height * 0.8, stem * 0.25, obstacle.height * 0.3);
  }
}

/** Paints one frame: the sky, the ground, the obstacles in view and the dino, red if it crashed. */
export function drawRun(
  context: CanvasRenderingContext2D,
  width: number,
  height: number,
  run: RunState,
  course: Course,
) {
  const groundY = height - GROUND_FROM_BOTTOM;
  context.fillStyle = INK.sky;
  context.fillRect(0, 0, width, height);
  context.fillStyle = INK.ground;
  context.fillRect(0, groundY, width, GROUND_FROM_BOTTOM);
  context.fillStyle = INK.soil;
  const stripe = 40;
  for (let x = -(run.x % stripe); x < width; x += stripe) context.fillRect(x, groundY + 8, 14, 4);

  const left = run.x;
  for (const obstacle of course.upTo(left + width)) {
    if (obstacle.x + obstacle.width < left - DINO_SCREEN_X || obstacle.x > left + width) continue;
    drawObstacle(context, obstacle, left, groundY);
  }

  const tall = run.ducking && run.y === 0 ? DINO_DUCK_HEIGHT : DINO_HEIGHT;
  const wide = run.ducking && run.y === 0 ? DINO_WIDTH + 12 : DINO_WIDTH;
  const top = groundY - run.y - tall;
  context.fillStyle = run.crashed ? INK.crash : INK.dino;
  context.beginPath();
  context.roundRect(DINO_SCREEN_X, top, wide, tall, 10);
  context.fill();
  context.fillStyle = INK.belly;
  context.fillRect(DINO_SCREEN_X + 6, top + tall * 0.45, wide * 0.5, tall * 0.4);
  context.fillStyle = INK.eye;
  context.beginPath();
  context.arc(DINO_SCREEN_X + wide - 10, top + 10, 3, 0, Math.PI * 2);
  context.fill();
}
