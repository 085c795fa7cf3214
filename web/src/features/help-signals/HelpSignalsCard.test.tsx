import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type HelpSignal, type HelpSignalFacts, helpSignalsApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { mockServer, refuse } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { HelpSignalsCard } from './HelpSignalsCard.tsx';

vi.mock('../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const NO_FACTS: HelpSignalFacts = {
  count: null,
  days: null,
  drop_percent: null,
  recent_mean: null,
  previous_mean: null,
  trainer_id: null,
  trainer_title: null,
  homework_id: null,
  homework_title: null,
  last_active_on: null,
};
const schulte = { 'ru-RU': 'Таблица Шульте', 'en-US': 'Schulte table', 'uk-UA': 'Таблиця Шульте' };

const signal = (
  studentId: number,
  name: string,
  rule: HelpSignal['rule'],
  fingerprint: string,
  facts: Partial<HelpSignalFacts>,
): HelpSignal => ({ student_id: studentId, student_name: name, rule, fingerprint, facts: { ...NO_FACTS, ...facts } });

let signals: HelpSignal[];
let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  vi.mocked(notifyError).mockClear();
  signals = [
    signal(11, 'Миша Иванов', 'failed_streak', 't4:r90', { count: 5, trainer_id: 4, trainer_title: schulte }),
    signal(11, 'Миша Иванов', 'homework_overdue', 'h7', { days: 3, homework_id: 7, homework_title: 'Дроби' }),
    signal(12, 'Саша Волков', 'score_drop', 't2:r40', {
      drop_percent: 40,
      recent_mean: 6,
      previous_mean: 10,
      trainer_id: 2,
      trainer_title: schulte,
    }),
    signal(13, 'Аня Смирнова', 'inactive', 'd2026-11-25', { days: 9, last_active_on: '2026-11-25' }),
  ];
  server = mockServer();
  server.on(helpSignalsApi.ofGroup, () => signals);
});

describe('HelpSignalsCard', () => {
  it('groups the signals by student and says why each stands, with its numbers', async () => {
    renderWithProviders(<HelpSignalsCard classId={7} />, { route: '/teacher/classes/7' });
    expect(await screen.findByText('5 неудачных раундов подряд в «Таблица Шульте»')).toBeInTheDocument();
    expect(screen.getByText('Домашка «Дроби» просрочена на 3 дня')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Результаты в «Таблица Шульте» упали на 40%: за неделю в среднем 6, а за четыре недели до этого — 10',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Не занимается уже 9 дней')).toBeInTheDocument();
    expect(screen.getByText('3 ученика')).toBeInTheDocument();
    const misha = screen.getByRole('region', { name: 'Миша Иванов' });
    expect(within(misha).getAllByRole('listitem')).toHaveLength(2);
  });

  it('links each signal to the teacher’s page of the student where its evidence is', async () => {
    renderWithProviders(<HelpSignalsCard classId={7} />, { route: '/teacher/classes/7' });
    await screen.findByText('Не занимается уже 9 дней');
    const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('Результаты тренажёров: Миша Иванов')).toBe('/teacher/students/11/trainers');
    expect(hrefOf('Домашка ученика: Миша Иванов')).toBe('/teacher/students/11/homework');
    expect(hrefOf('Результаты тренажёров: Саша Волков')).toBe('/teacher/students/12/trainers');
    expect(hrefOf('Карточка ученика: Аня Смирнова')).toBe('/teacher/students/13');
  });

  it('marks a signal handled from the keyboard, sends its occurrence and shows the list without it', async () => {
    const user = userEvent.setup();
    server.on(helpSignalsApi.handle, (request) => {
      signals = signals.filter((item) => item.fingerprint !== 'h7');
      const body = request.body as { student_id: number; rule: HelpSignal['rule']; fingerprint: string };
      return { ...body, handled_at: '2026-12-04T10:00:00.000Z' };
    });
    renderWithProviders(<HelpSignalsCard classId={7} />, { route: '/teacher/classes/7' });
    const button = await screen.findByRole('button', {
      name: 'Отметить разобранным: Миша Иванов — Домашка «Дроби» просрочена на 3 дня',
    });
    button.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByText('Домашка «Дроби» просрочена на 3 дня')).not.toBeInTheDocument());
    expect(server.callsTo(helpSignalsApi.handle).map((call) => [call.params.id, call.body])).toEqual([
      ['7', { student_id: 11, rule: 'homework_overdue', fingerprint: 'h7' }],
    ]);
    expect(notifySuccess).toHaveBeenCalledWith('Сигнал отмечен: Миша Иванов. Он вернётся, если это случится снова.');
    expect(screen.getByText('5 неудачных раундов подряд в «Таблица Шульте»')).toBeInTheDocument();
  });

  it('keeps the signal and tells why when the mark is refused', async () => {
    const user = userEvent.setup();
    server.on(helpSignalsApi.handle, () => refuse(422, 'HELP_SIGNAL_NOT_CURRENT'));
    renderWithProviders(<HelpSignalsCard classId={7} />, { route: '/teacher/classes/7' });
    await user.click(
      await screen.findByRole('button', { name: 'Отметить разобранным: Аня Смирнова — Не занимается уже 9 дней' }),
    );
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'Не удалось отметить сигнал',
        'Этого сигнала уже нет: обновите страницу класса',
      ),
    );
    expect(screen.getByText('Не занимается уже 9 дней')).toBeInTheDocument();
  });

  it('says so when nobody needs help, in English too', async () => {
    signals = [];
    renderWithProviders(<HelpSignalsCard classId={7} />, { route: '/teacher/classes/7', locale: 'en-US' });
    expect(await screen.findByText('Nobody in the class needs help right now.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Needs help' })).toBeInTheDocument();
  });
});
