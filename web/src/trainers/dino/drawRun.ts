import { type Course, DINO_DUCK_HEIGHT, DINO_HEIGHT, DINO_WIDTH, type Obstacle, type RunState } from '@umka/games';

/** Where the dino stands on the canvas, from its left edge; the course slides past it. */
const DINO_SCREEN_X = 60;
const GROUND_FROM_BOTTOM = 28;

const INK = {
  sky: '#e7f5ff',
  cloud: '#ffffff',
  sun: '#ffd43b',
  hill: '#d3f9d8',
  ground: '#a9e34b',
  soil: '#74b816',
  dino: '#2f9e44',
  dinoDark: '#2b8a3e',
  belly: '#b2f2bb',
  eye: '#212529',
  cheek: '#ffa8a8',
  cactus: '#2b8a3e',
  cactusLight: '#40c057',
  bird: '#7048e8',
  beak: '#fab005',
  crash: '#fa5252',
  sign: '#fff3bf',
  signInk: '#e67700',
};

/** Clouds and hills drift slower than the ground, so the world has depth; their places repeat every `span` pixels. */
function drawBackdrop(context: CanvasRenderingContext2D, width: number, groundY: number, x: number) {
  context.fillStyle = INK.sky;
  context.fillRect(0, 0, width, groundY);
  context.fillStyle = INK.sun;
  context.beginPath();
  context.arc(width - 60, 40, 22, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = INK.hill;
  const hillSpan = 420;
  for (let hx = -((x * 0.25) % hillSpan) - hillSpan; hx < width + hillSpan; hx += hillSpan) {
    context.beginPath();
    context.ellipse(hx + 200, groundY, 180, 46, 0, Math.PI, 0);
    context.fill();
  }
  context.fillStyle = INK.cloud;
  const cloudSpan = 300;
  for (let cx = -((x * 0.1) % cloudSpan) - cloudSpan; cx < width + cloudSpan; cx += cloudSpan) {
    const cy = 36 + ((cx / cloudSpan) % 2 === 0 ? 0 : 18);
    context.beginPath();
    context.arc(cx + 40, cy, 14, 0, Math.PI * 2);
    context.arc(cx + 58, cy - 8, 18, 0, Math.PI * 2);
    context.arc(cx + 78, cy, 14, 0, Math.PI * 2);
    context.fill();
  }
}

function drawBird(context: CanvasRenderingContext2D, obstacle: Obstacle, x: number, bottom: number, tick: number) {
  const cy = bottom - obstacle.height / 2;
  const flap = Math.floor(tick / 8) % 2 === 0 ? -1 : 1;
  context.fillStyle = INK.bird;
  context.beginPath();
  context.ellipse(x + obstacle.width / 2, cy, obstacle.width / 2 - 4, obstacle.height / 4, 0, 0, Math.PI * 2);
  context.fill();
  context.beginPath();
  context.moveTo(x + 14, cy);
  context.lineTo(x + obstacle.width / 2 + 2, cy + flap * obstacle.height * 0.5);
  context.lineTo(x + obstacle.width - 12, cy);
  context.fill();
  context.fillStyle = INK.beak;
  context.beginPath();
  context.moveTo(x + 2, cy - 2);
  context.lineTo(x - 6, cy + 1);
  context.lineTo(x + 2, cy + 4);
  context.fill();
  context.fillStyle = INK.cloud;
  context.beginPath();
  context.arc(x + 8, cy - 3, 2.5, 0, Math.PI * 2);
  context.fill();
}

function drawCactus(context: CanvasRenderingContext2D, obstacle: Obstacle, x: number, bottom: number) {
  const stems = obstacle.kind === 'cacti' ? 3 : 1;
  const stem = obstacle.width / stems;
  for (let i = 0; i < stems; i++) {
    const tall = obstacle.height * (stems > 1 && i === 1 ? 1 : stems > 1 ? 0.8 : 1);
    const sx = x + i * stem + stem * 0.2;
    const w = stem * 0.6;
    context.fillStyle = INK.cactus;
    context.beginPath();
    context.roundRect(sx, bottom - tall, w, tall, [w / 2, w / 2, 0, 0]);
    context.roundRect(sx - stem * 0.25, bottom - tall * 0.65, stem * 0.25, tall * 0.3, stem * 0.12);
    context.roundRect(sx + w, bottom - tall * 0.8, stem * 0.25, tall * 0.3, stem * 0.12);
    context.fill();
    context.fillStyle = INK.cactusLight;
    context.fillRect(sx + w * 0.35, bottom - tall + w / 2, Math.max(1.5, w * 0.15), tall - w);
  }
}

/** The learning run's question waits on a little sign by the obstacle. */
function drawSign(context: CanvasRenderingContext2D, x: number, groundY: number) {
  context.fillStyle = INK.signInk;
  context.fillRect(x - 18, groundY - 40, 3, 40);
  context.fillStyle = INK.sign;
  context.strokeStyle = INK.signInk;
  context.lineWidth = 2;
  context.beginPath();
  context.roundRect(x - 32, groundY - 66, 32, 28, 6);
  context.fill();
  context.stroke();
  context.fillStyle = INK.signInk;
  context.font = 'bold 20px sans-serif';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText('?', x - 16, groundY - 51);
}

/** A round green dino with a smile: legs take turns while it runs, a crash turns it red with closed eyes. */
function drawDino(context: CanvasRenderingContext2D, run: RunState, groundY: number) {
  const ducking = run.ducking && run.y === 0;
  const tall = ducking ? DINO_DUCK_HEIGHT : DINO_HEIGHT;
  const wide = ducking ? DINO_WIDTH + 12 : DINO_WIDTH;
  const top = groundY - run.y - tall;
  const left = DINO_SCREEN_X;
  const body = run.crashed ? INK.crash : INK.dino;
  const step = run.y === 0 && !run.crashed && Math.floor(run.tick / 6) % 2 === 0;

  context.fillStyle = body;
  // Tail.
  context.beginPath();
  context.moveTo(left + 4, top + tall * 0.45);
  context.lineTo(left - 12, top + tall * 0.75);
  context.lineTo(left + 6, top + tall * 0.8);
  context.fill();
  // Legs, one forward while the other pushes.
  context.fillStyle = INK.dinoDark;
  context.fillRect(left + wide * 0.25, groundY - run.y - 8, 7, step ? 8 : 5);
  context.fillRect(left + wide * 0.55, groundY - run.y - 8, 7, step ? 5 : 8);
  // Body and head.
  context.fillStyle = body;
  context.beginPath();
  context.roundRect(left, top + tall * 0.3, wide * 0.8, tall * 0.62, 12);
  context.roundRect(left + wide * 0.45, top, wide * 0.6, tall * 0.5, 10);
  context.fill();
  // Back spikes.
  context.fillStyle = INK.dinoDark;
  for (let i = 0; i < 3; i++) {
    const sx = left + 6 + i * 8;
    context.beginPath();
    context.moveTo(sx, top + tall * 0.32);
    context.lineTo(sx + 4, top + tall * 0.32 - 6);
    context.lineTo(sx + 8, top + tall * 0.32);
    context.fill();
  }
  context.fillStyle = INK.belly;
  context.beginPath();
  context.ellipse(left + wide * 0.42, top + tall * 0.68, wide * 0.22, tall * 0.16, 0, 0, Math.PI * 2);
  context.fill();
  // Face: an eye (a line when crashed), a pink cheek and a smile.
  const eyeX = left + wide * 0.82;
  const eyeY = top + tall * 0.16;
  context.strokeStyle = INK.eye;
  context.fillStyle = INK.eye;
  context.lineWidth = 2;
  if (run.crashed) {
    context.beginPath();
    context.moveTo(eyeX - 3, eyeY);
    context.lineTo(eyeX + 3, eyeY);
    context.stroke();
  } else {
    context.beginPath();
    context.arc(eyeX, eyeY, 3, 0, Math.PI * 2);
    context.fill();
  }
  context.fillStyle = INK.cheek;
  context.beginPath();
  context.arc(eyeX - 2, eyeY + 8, 3, 0, Math.PI * 2);
  context.fill();
  context.beginPath();
  context.arc(eyeX + 5, eyeY + 6, 5, 0.2 * Math.PI, 0.8 * Math.PI);
  context.stroke();
}

/** Paints one frame: the sky, the ground, the obstacles in view (a sign at the one asking) and the dino. */
export function drawRun(
  context: CanvasRenderingContext2D,
  width: number,
  height: number,
  run: RunState,
  course: Course,
) {
  const groundY = height - GROUND_FROM_BOTTOM;
  drawBackdrop(context, width, groundY, run.x);
  context.fillStyle = INK.ground;
  context.fillRect(0, groundY, width, GROUND_FROM_BOTTOM);
  context.fillStyle = INK.soil;
  const stripe = 40;
  for (let x = -(run.x % stripe); x < width; x += stripe) context.fillRect(x, groundY + 8, 14, 4);

  const left = run.x;
  const visible = course.upTo(left + width);
  for (const obstacle of visible) {
    if (obstacle.x + obstacle.width < left - DINO_SCREEN_X || obstacle.x > left + width) continue;
    const x = obstacle.x - left + DINO_SCREEN_X;
    const bottom = groundY - obstacle.altitude;
    if (obstacle.kind.startsWith('bird')) drawBird(context, obstacle, x, bottom, run.tick);
    else drawCactus(context, obstacle, x, bottom);
  }
  if (run.askedAt !== null) drawSign(context, course.at(run.passed).x - left + DINO_SCREEN_X, groundY);
  drawDino(context, run, groundY);
}
