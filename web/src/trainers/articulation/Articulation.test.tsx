import { fireEvent, screen } from '@testing-library/react';
import type { SubjectData } from '@umka/contracts';
import { ARTICULATION_EXERCISES, type ArticulationSettings, articulationMinMs } from '@umka/games';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enUS from '../../locales/en-US.json';
import ruRU from '../../locales/ru-RU.json';
import ukUA from '../../locales/uk-UA.json';
import { advanceTimers, sentResults, startRound, testTrainer } from '../testing/round.tsx';
import { POSE_ART } from './art/poses.tsx';
import { articulationUi } from './articulationUi.ts';
import { CLOCK_MARGIN_MS } from './StepPlayer.tsx';

const subject = vi.hoisted(() => ({ data: null as Pick<SubjectData, 'subject' | 'character'> | null }));
vi.mock('../../lib/subject-context.ts', () => ({ useSubjectDataIfAny: () => subject.data }));

const trainer = testTrainer({
  id: 81,
  component: 'articulation',
  title: {
    'ru-RU': 'Артикуляционная гимнастика',
    'en-US': 'Articulation exercises',
    'uk-UA': 'Артикуляційна гімнастика',
  },
  icon: 'articulation',
});
/** Smile (a hold), tube (a hold, then a movement), clock (a movement): in the order they are taught, whatever the seed. */
const SETTINGS: ArticulationSettings = { level: 1, exercises: ['clock', 'smile', 'tube'] };

function reduceMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  }));
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const shownPose = () =>
  screen.getByTestId('articulation').querySelector('[data-shown="true"]')?.getAttribute('data-pose');

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  subject.data = null;
});

describe('the articulation exercises', () => {
  it('wakes each step when its time has passed, moves on by Space, Enter or a tap, and posts the exercises done', async () => {
    const server = await startRound({ ui: articulationUi, trainer, settings: SETTINGS, seed: 3, locale: 'en-US' });

    expect(screen.getByRole('heading', { name: 'Smile' })).toBeInTheDocument();
    expect(screen.getByTestId('articulation-instruction')).toHaveTextContent(/Smile wide/);
    expect(screen.getByRole('timer')).toHaveAccessibleName('Hold for 5 more seconds');
    fireEvent.keyDown(window, { key: ' ' });
    await advanceTimers(4000);
    expect(screen.getByRole('timer')).toHaveAccessibleName('Hold for 1 more second');
    expect(button('Next')).toBeDisabled();
    await advanceTimers(1000 + CLOCK_MARGIN_MS);
    expect(button('Next')).toBeEnabled();
    fireEvent.keyDown(window, { key: ' ' });
    await advanceTimers(0);

    expect(screen.getByRole('heading', { name: 'Tube' })).toBeInTheDocument();
    await advanceTimers(5000 + CLOCK_MARGIN_MS);
    fireEvent.keyDown(window, { key: 'Enter' });
    await advanceTimers(0);
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByTestId('articulation-beats')).toHaveTextContent('1 of 6');
    expect(shownPose()).toBe('smile');
    await advanceTimers(1500);
    expect(screen.getByTestId('articulation-beats')).toHaveTextContent('2 of 6');
    expect(shownPose()).toBe('tube');
    expect(button('Next')).toBeDisabled();
    await advanceTimers(4 * 1500);
    expect(button('Next')).toBeDisabled();
    await advanceTimers(1500 + CLOCK_MARGIN_MS);
    fireEvent.click(button('Next'));
    await advanceTimers(0);

    expect(screen.getByRole('heading', { name: 'Clock' })).toBeInTheDocument();
    fireEvent.click(button('Skip'));
    await advanceTimers(1000);

    const posted = sentResults(server).at(-1)?.body as { answers: { index: number; answer: unknown; ms: number }[] };
    expect(posted.answers.map((entry) => entry.answer)).toEqual([{ done: true }, { done: true }, { done: false }]);
    const [smile, tube] = ARTICULATION_EXERCISES.filter((exercise) => ['smile', 'tube'].includes(exercise.key));
    expect(posted.answers[0]?.ms).toBeGreaterThanOrEqual(smile ? articulationMinMs(smile) : Number.NaN);
    expect(posted.answers[1]?.ms).toBeGreaterThanOrEqual(tube ? articulationMinMs(tube) : Number.NaN);
  });

  it('leaves a key press on a focused button to the button', async () => {
    await startRound({ ui: articulationUi, trainer, settings: SETTINGS, seed: 3, locale: 'en-US' });
    await advanceTimers(5000 + CLOCK_MARGIN_MS);

    fireEvent.keyDown(button('Skip'), { key: 'Enter' });
    await advanceTimers(0);

    expect(screen.getByRole('heading', { name: 'Smile' })).toBeInTheDocument();
  });

  it('shows a movement as its two poses side by side, still, to a child who asked for less motion', async () => {
    reduceMotion();
    await startRound({ ui: articulationUi, trainer, settings: { level: 1, exercises: ['clock'] }, seed: 1 });

    await advanceTimers(0);
    const still = screen.getByTestId('articulation-still');
    expect(still).toHaveAccessibleName('Часики');
    expect(still.querySelectorAll('svg[aria-hidden="true"]').length).toBeGreaterThanOrEqual(2);
    expect(document.querySelector('[data-shown]')).toBeNull();
    await advanceTimers(2000);
    expect(screen.getByTestId('articulation-beats')).toHaveTextContent('3 из 10');
  });

  it('offers a student the voice recorder under an exercise that is heard, and only there', async () => {
    subject.data = {
      subject: {
        id: 2,
        main_id: 2,
        title: { 'ru-RU': 'Чтение', 'en-US': 'Reading', 'uk-UA': 'Читання' },
        color: '#4dabf7',
        is_open: true,
      },
      character: null,
    };
    await startRound({ ui: articulationUi, trainer, settings: { level: 1, exercises: ['horse', 'smile'] }, seed: 2 });

    expect(screen.getByRole('heading', { name: 'Улыбка' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Запиши свой голос' })).toBeNull();
    fireEvent.click(button('Пропустить'));
    await advanceTimers(0);

    expect(screen.getByRole('heading', { name: 'Лошадка' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Запиши свой голос' })).toBeInTheDocument();
  });

  it('has a title, a rhyme, every step and the settings label of each exercise in all three languages, and art for each pose', () => {
    for (const locale of [ruRU, enUS, ukUA]) {
      const texts = locale.trainers.articulation as unknown as {
        exercises: Record<string, { title?: string; rhyme?: string }>;
        steps: Record<string, string>;
      };
      const options = locale.trainers.settings.articulation.exercisesOptions as Record<string, string>;
      for (const exercise of ARTICULATION_EXERCISES) {
        expect(texts.exercises[exercise.key]?.title, exercise.key).toBeTruthy();
        expect(texts.exercises[exercise.key]?.rhyme, exercise.key).toBeTruthy();
        expect(options[exercise.key], exercise.key).toBe(texts.exercises[exercise.key]?.title);
        for (const step of exercise.steps) {
          expect(texts.steps[step.key], step.key).toBeTruthy();
          const poses = step.kind === 'hold' ? [step.pose] : step.poses;
          for (const pose of poses) expect(POSE_ART[pose], pose).toBeTypeOf('function');
        }
      }
    }
  });
});
