import { type LabyrinthTask, OPEN } from '@umka/games';

/** The board's colours: calm walls, a bright exit, stars and gates that stand out without colour too (their shapes). */
const INK = {
  floor: '#fff9db',
  wall: '#5f3dc4',
  exit: '#2f9e44',
  star: '#f59f00',
  gate: '#e8590c',
  gateOpen: '#ced4da',
  player: '#1c7ed6',
  trail: '#d0ebff',
};

export interface BoardState {
  /** Where the player is drawn: a cell, or between two while a step is animated. */
  at: { row: number; col: number };
  trail: ReadonlySet<number>;
  starsLeft: ReadonlySet<number>;
  gatesOpen: ReadonlySet<number>;
}

function star(context: CanvasRenderingContext2D, x: number, y: number, r: number) {
  context.beginPath();
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    context.lineTo(x + radius * Math.cos(angle), y + radius * Math.sin(angle));
  }
  context.closePath();
  context.fill();
}

/** Paints the whole board: a maze of at most 15 × 15 is a few hundred strokes, far within a frame. */
export function drawMaze(context: CanvasRenderingContext2D, side: number, task: LabyrinthTask, state: BoardState) {
  const { size, open } = task.maze;
  const cell = side / size;
  context.clearRect(0, 0, side, side);
  context.fillStyle = INK.floor;
  context.fillRect(0, 0, side, side);

  context.fillStyle = INK.trail;
  for (const visited of state.trail) {
    context.fillRect((visited % size) * cell, Math.floor(visited / size) * cell, cell, cell);
  }
  const exitX = (task.exit % size) * cell;
  const exitY = Math.floor(task.exit / size) * cell;
  context.fillStyle = INK.exit;
  context.fillRect(exitX + cell * 0.15, exitY + cell * 0.15, cell * 0.7, cell * 0.7);

  context.fillStyle = INK.star;
  for (const left of state.starsLeft) {
    star(context, (left % size) * cell + cell / 2, Math.floor(left / size) * cell + cell / 2, cell * 0.32);
  }
  for (const gate of task.gates) {
    const x = (gate.cell % size) * cell;
    const y = Math.floor(gate.cell / size) * cell;
    context.fillStyle = state.gatesOpen.has(gate.cell) ? INK.gateOpen : INK.gate;
    context.fillRect(x + cell * 0.2, y + cell * 0.2, cell * 0.6, cell * 0.6);
  }

  context.strokeStyle = INK.wall;
  context.lineWidth = Math.max(2, cell / 10);
  context.lineCap = 'round';
  context.beginPath();
  for (let index = 0; index < size * size; index++) {
    const x = (index % size) * cell;
    const y = Math.floor(index / size) * cell;
    const openings = open[index] ?? 0;
    if (!(openings & OPEN.U)) {
      context.moveTo(x, y);
      context.lineTo(x + cell, y);
    }
    if (!(openings & OPEN.L)) {
      context.moveTo(x, y);
      context.lineTo(x, y + cell);
    }
    if (index % size === size - 1 && !(openings & OPEN.R)) {
      context.moveTo(x + cell, y);
      context.lineTo(x + cell, y + cell);
    }
    if (Math.floor(index / size) === size - 1 && !(openings & OPEN.D)) {
      context.moveTo(x, y + cell);
      context.lineTo(x + cell, y + cell);
    }
  }
  context.stroke();

  context.fillStyle = INK.player;
  context.beginPath();
  context.arc(state.at.col * cell + cell / 2, state.at.row * cell + cell / 2, cell * 0.3, 0, Math.PI * 2);
  context.fill();
}
