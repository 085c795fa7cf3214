import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type GymnasticsPage, gymnasticsApi } from '@umka/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildUser, mockServer, signIn } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { GymnasticsReminderNote, GymnasticsTile } from './GymnasticsEntry.tsx';

function pageOn(day: string, count: number): GymnasticsPage {
  return {
    subject_id: 1,
    advice: { sessions_per_day: 2, minutes_min: 5, minutes_max: 10 },
    today: { day, count, last_done_at: null, next_counts_at: null },
    videos: [],
  };
}

let server: ReturnType<typeof mockServer>;
let today: GymnasticsPage;

beforeEach(() => {
  signIn(buildUser(3, { id: 11 }));
  today = pageOn('2026-12-02', 0);
  server = mockServer();
  server.on(gymnasticsApi.page, () => today);
});

const NOTE = 'Напоминание о гимнастике';

describe('the gymnastics reminder', () => {
  it('gently says no eye gymnastics was done today and leads to the page', async () => {
    renderWithProviders(<GymnasticsReminderNote subjectMainId={1} />);

    const note = await screen.findByRole('note', { name: NOTE });
    expect(note).toHaveTextContent('Сегодня гимнастики для глаз ещё не было — это всего 5 минут!');
    expect(screen.getByRole('link', { name: 'Сделать гимнастику' })).toHaveAttribute(
      'href',
      '/student/trainers/gymnastics',
    );
  });

  it('stays hidden for the rest of the day once closed, and comes back the next day', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<GymnasticsReminderNote subjectMainId={1} />);
    await user.click(await screen.findByRole('button', { name: 'Скрыть напоминание до завтра' }));
    expect(screen.queryByRole('note', { name: NOTE })).not.toBeInTheDocument();
    first.unmount();

    const again = renderWithProviders(
      <>
        <GymnasticsReminderNote subjectMainId={1} />
        <GymnasticsTile subjectMainId={1} />
      </>,
    );
    expect(await screen.findByText('Сегодня: 0 из 2')).toBeVisible();
    expect(screen.queryByRole('note', { name: NOTE })).not.toBeInTheDocument();
    again.unmount();

    today = pageOn('2026-12-03', 0);
    renderWithProviders(<GymnasticsReminderNote subjectMainId={1} />);
    expect(await screen.findByRole('note', { name: NOTE })).toBeVisible();
  });

  it('says nothing once a session was done today, or in a subject without gymnastics', async () => {
    today = pageOn('2026-12-02', 1);
    renderWithProviders(<GymnasticsTile subjectMainId={1} />);
    renderWithProviders(<GymnasticsReminderNote subjectMainId={1} />);
    renderWithProviders(<GymnasticsReminderNote subjectMainId={8} />);

    expect(await screen.findByText('Сегодня: 1 из 2')).toBeVisible();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(server.callsTo(gymnasticsApi.page).map((call) => call.query.get('subject_id'))).not.toContain('8');
  });

  it('leads from the trainers to the gymnastics with today’s sessions', async () => {
    renderWithProviders(<GymnasticsTile subjectMainId={1} />, { locale: 'en-US' });

    const tile = await screen.findByRole('link', { name: /Eye and finger gymnastics/ });
    expect(tile).toHaveAttribute('href', '/student/trainers/gymnastics');
    expect(await screen.findByText('Today: 0 of 2')).toBeVisible();
  });
});
