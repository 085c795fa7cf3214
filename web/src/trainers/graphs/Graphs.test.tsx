import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type GraphTask, graphsRules } from '@umka/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEEDBACK_RIGHT_MS } from '../shell/useRound.ts';
import { advanceTimers, type FakeServer, sentResults, startRound, testTrainer } from '../testing/round.tsx';
import { gridSize, pointAt } from './CoordinateGrid.tsx';
import { graphsUi } from './graphsUi.ts';

const SEED = 91;
const RANGE = 5;
const trainer = testTrainer({
  id: 6,
  component: 'graphs',
  title: { 'ru-RU': 'Графики', 'en-US': 'Graphs', 'uk-UA': 'Графіки' },
  icon: 'graphs',
});

let server: FakeServer;

type TaskOf<K> = K extends 'line' ? Extract<GraphTask, { kind: 'line' }> : Exclude<GraphTask, { kind: 'line' }>;

/** A one-task round of `kind` only, so each test plays the kind it is about. */
async function playOne<K extends GraphTask['kind']>(kind: K): Promise<TaskOf<K>> {
  const settings = { kinds: [kind], range: RANGE, count: 1 };
  server = await startRound({ ui: graphsUi, trainer, settings, seed: SEED });
  const [task] = graphsRules.generate(SEED, graphsRules.settings.parse(settings));
  if (task?.kind !== kind) throw new Error(`a ${kind} task expected`);
  return task as TaskOf<K>;
}

const minus = (value: number) => (value < 0 ? `−${-value}` : String(value));

/** Types both numbers into their fields and presses Enter in the second, as a player at a keyboard does. */
async function typePair(labels: [string, string], values: [number, number]) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByRole('textbox', { name: labels[0] }), String(values[0]));
  await user.type(screen.getByRole('textbox', { name: labels[1] }), `${values[1]}{Enter}`);
}

/** The grid is drawn one SVG unit per CSS pixel from the page's corner, so a click lands at SVG coordinates. */
function layOutGrid(svg: Element) {
  const size = gridSize(RANGE);
  vi.spyOn(svg, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: size, height: size }));
}

/** Where grid point (x, y) is drawn, from the dot the grid draws for it. */
function drawnAt(testId: string) {
  const circle = screen.getByTestId(testId).querySelector('circle');
  return { cx: Number(circle?.getAttribute('cx')), cy: Number(circle?.getAttribute('cy')) };
}

function answerPosted() {
  const body = sentResults(server).at(-1)?.body;
  return (body as { answers: { answer: unknown }[] }).answers[0]?.answer;
}

beforeEach(() => {
  // user-event waits on real timers between keys, so the fake clock also follows the real one.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('graphs', () => {
  it('reads a drawn point: x and y typed, negatives allowed, Enter checks', async () => {
    const task = await playOne('readPoint');
    expect(screen.getByRole('img', { name: 'Координатная плоскость с точкой A' })).toBeInTheDocument();
    expect(screen.queryByTestId('keypad')).not.toBeInTheDocument();
    const x = screen.getByRole('textbox', { name: 'Координата x' });
    expect(x).toHaveFocus();
    await typePair(['Координата x', 'Координата y'], [task.point.x, task.point.y]);
    expect(screen.getByRole('status')).toHaveTextContent('Верно!');
    await advanceTimers(FEEDBACK_RIGHT_MS);
    expect(answerPosted()).toEqual(task.point);
  });

  it('has a sign button for phones whose number pad has no minus', async () => {
    await playOne('readPoint');
    const x = screen.getByRole('textbox', { name: 'Координата x' });
    fireEvent.change(x, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сменить знак x' }));
    expect(x).toHaveValue('-3');
    fireEvent.click(screen.getByRole('button', { name: 'Сменить знак x' }));
    expect(x).toHaveValue('3');
    fireEvent.click(screen.getByRole('button', { name: 'Сменить знак y' }));
    expect(screen.getByRole('textbox', { name: 'Координата y' })).toHaveValue('-');
  });

  it('shows the right coordinates after a wrong reading', async () => {
    const task = await playOne('readPoint');
    await typePair(['Координата x', 'Координата y'], [task.point.x + 1, task.point.y]);
    expect(screen.getByRole('status')).toHaveTextContent('Не совсем');
    expect(screen.getByRole('status')).toHaveTextContent(`(${minus(task.point.x)}; ${minus(task.point.y)})`);
  });

  it('places a point where the grid is tapped, snapped to the nearest crossing', async () => {
    const task = await playOne('placePoint');
    expect(screen.getByTestId('graph-target')).toHaveTextContent(
      `Отметь точку A(${minus(task.point.x)}; ${minus(task.point.y)})`,
    );
    const grid = screen.getByRole('application', { name: 'Координатная плоскость: отметь на ней точку' });
    layOutGrid(grid);
    expect(screen.getByRole('button', { name: 'Проверить' })).toBeDisabled();

    // A tap on the wrong crossing first, then one a little off the right crossing: the last tap counts.
    fireEvent.click(grid, { clientX: 28, clientY: 28 });
    expect(drawnAt('graph-picked-point')).toEqual({ cx: 28, cy: 28 });
    const at = { x: 28 + (task.point.x + RANGE) * 24, y: 28 + (RANGE - task.point.y) * 24 };
    fireEvent.click(grid, { clientX: at.x + 7, clientY: at.y - 9 });
    expect(drawnAt('graph-picked-point')).toEqual({ cx: at.x, cy: at.y });

    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(screen.getByRole('status')).toHaveTextContent('Верно!');
    await advanceTimers(FEEDBACK_RIGHT_MS);
    expect(answerPosted()).toEqual(task.point);
  });

  it('places a point with the arrow keys from the origin and Enter', async () => {
    const task = await playOne('placePoint');
    const grid = screen.getByRole('application', { name: 'Координатная плоскость: отметь на ней точку' });
    expect(grid).toHaveFocus();
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    expect(screen.getByTestId('graph-picked-point')).toBeInTheDocument();
    const steps = [
      ...Array.from({ length: Math.abs(task.point.x) }, () => (task.point.x > 0 ? 'ArrowRight' : 'ArrowLeft')),
      ...Array.from({ length: Math.abs(task.point.y) }, () => (task.point.y > 0 ? 'ArrowUp' : 'ArrowDown')),
    ];
    for (const key of steps) fireEvent.keyDown(grid, { key });
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(screen.getByRole('status')).toHaveTextContent('Верно!');
    await advanceTimers(FEEDBACK_RIGHT_MS);
    expect(answerPosted()).toEqual(task.point);
  });

  it('keeps a keyboard-moved point on the grid', async () => {
    await playOne('placePoint');
    const grid = screen.getByRole('application', { name: 'Координатная плоскость: отметь на ней точку' });
    for (let i = 0; i <= RANGE + 3; i++) fireEvent.keyDown(grid, { key: 'ArrowLeft' });
    const edge = 28;
    expect(drawnAt('graph-picked-point')).toEqual({ cx: edge, cy: edge + RANGE * 24 });
  });

  it('steps a roughly tapped point into place with the arrow buttons, for a finger wider than a grid step', async () => {
    const task = await playOne('placePoint');
    const grid = screen.getByRole('application', { name: 'Координатная плоскость: отметь на ней точку' });
    layOutGrid(grid);
    // One step off on both axes, towards the middle, so the steps back never run into the grid's edge.
    const inward = (value: number) => (value > 0 ? value - 1 : value + 1);
    const near = { x: inward(task.point.x), y: inward(task.point.y) };
    fireEvent.click(grid, { clientX: 28 + (near.x + RANGE) * 24, clientY: 28 + (RANGE - near.y) * 24 });
    fireEvent.click(
      screen.getByRole('button', { name: task.point.x > 0 ? 'Сдвинуть точку вправо' : 'Сдвинуть точку влево' }),
    );
    fireEvent.click(
      screen.getByRole('button', { name: task.point.y > 0 ? 'Сдвинуть точку вверх' : 'Сдвинуть точку вниз' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Проверить' }));
    expect(screen.getByRole('status')).toHaveTextContent('Верно!');
    expect(screen.getByRole('button', { name: 'Сдвинуть точку вверх' })).toBeDisabled();
    await advanceTimers(FEEDBACK_RIGHT_MS);
    expect(answerPosted()).toEqual(task.point);
  });

  it('picks the origin with the first arrow button, as with the first arrow key', async () => {
    await playOne('placePoint');
    fireEvent.click(screen.getByRole('button', { name: 'Сдвинуть точку влево' }));
    expect(drawnAt('graph-picked-point')).toEqual({ cx: 28 + RANGE * 24, cy: 28 + RANGE * 24 });
  });

  it('leaves the focus on the grid after an arrow button is clicked, so Enter confirms the point', async () => {
    await playOne('placePoint');
    const grid = screen.getByRole('application', { name: 'Координатная плоскость: отметь на ней точку' });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Сдвинуть точку вверх' }));
    expect(grid).toHaveFocus();
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(drawnAt('graph-picked-point')).toEqual({ cx: 28 + RANGE * 24, cy: 28 + RANGE * 24 });
  });

  it("reads a drawn line's slope and intercept", async () => {
    const task = await playOne('line');
    expect(screen.getByRole('img', { name: 'Координатная плоскость с прямой' })).toBeInTheDocument();
    expect(screen.getByTestId('graph-line')).toBeInTheDocument();
    await typePair(['Угловой коэффициент k', 'Свободный член b'], [task.slope, task.intercept]);
    expect(screen.getByRole('status')).toHaveTextContent('Верно!');
    await advanceTimers(FEEDBACK_RIGHT_MS);
    expect(answerPosted()).toEqual({ slope: task.slope, intercept: task.intercept });
  });
});

describe('tapping the grid', () => {
  it('allows for a box wider than the square drawing, which the SVG centres in it', () => {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    const size = gridSize(RANGE);
    vi.spyOn(svg, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 10, y: 20, width: size * 2, height: size }),
    );
    expect(pointAt(svg, 10 + size, 20 + size / 2, RANGE)).toEqual({ x: 0, y: 0 });
    expect(pointAt(svg, 10 + size / 2 + 28, 20 + 28, RANGE)).toEqual({ x: -RANGE, y: RANGE });
    expect(pointAt(svg, 10, 20, RANGE)).toEqual({ x: -RANGE, y: RANGE });
  });
});
