import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ratingsApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { renderCard, SUBJECTS, YANA } from '../studentCard.fixtures.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 2, role_id: 2 } }) }));

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  server = mockServer({ 'GET /api/subjects': ok(SUBJECTS), 'GET /api/teachers/2/students': ok([YANA]) });
});

/** The paths the card asked the server for. */
const askedPaths = () => server.calls.map((call) => call.path);

const location = () => screen.getByTestId('location');

describe("a teacher's student card", () => {
  it('names the student with their classes and subjects and opens on the trainers tab', async () => {
    renderCard('/teacher/students/11');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yana Smirnova' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3 A' })).toHaveAttribute('href', '/teacher/classes/7');
    expect(screen.getByRole('link', { name: 'Abacus group' })).toHaveAttribute('href', '/teacher/classes/9');
    expect(await screen.findByText('Subjects: Math, Mental arithmetic')).toBeInTheDocument();
    expect(await screen.findByText('trainers tab')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/teacher/students/11/trainers');

    const tabs = within(screen.getByRole('tablist', { name: 'Student card sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Trainers',
      'Homework',
      'Online rating',
      'Overall rating',
      'Likes',
      'Certificates',
      'Diary',
      'Likes rating',
      'Same age',
      'Parents',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[6]).toHaveAttribute('href', '/teacher/students/11/diary');
  });

  it('opens a tab by click and moves between tabs with the arrow keys', async () => {
    renderCard('/teacher/students/11/trainers');
    await userEvent.click(await screen.findByRole('tab', { name: 'Diary' }));
    expect(location()).toHaveTextContent('/teacher/students/11/diary');
    expect(await screen.findByText('diary tab')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Diary' })).toHaveAttribute('aria-selected', 'true');

    fireEvent.keyDown(screen.getByRole('tab', { name: 'Diary' }), { key: 'ArrowRight' });
    expect(location()).toHaveTextContent('/teacher/students/11/likes-rating');
    expect(screen.getByRole('tab', { name: 'Likes rating' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Likes rating' }), { key: 'ArrowLeft' });
    expect(location()).toHaveTextContent('/teacher/students/11/diary');
  });

  it("says a student outside the teacher's classes is not theirs, with no tabs", async () => {
    renderCard('/teacher/students/99/likes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Student not found' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(askedPaths()).not.toContain('/api/students/99/likes');
    expect(screen.getByRole('link', { name: 'All students' })).toHaveAttribute('href', '/teacher/students');
  });

  it('says kindly that the subject has no online games yet when the online rating has none', async () => {
    server.on(ratingsApi.online, { games: [], trainer_id: null, rating: null });
    renderCard('/teacher/students/11/online-rating');
    expect(await screen.findByText('No online games yet')).toBeInTheDocument();
    expect(screen.getByText('When the subject gets online games, their winners will show here.')).toBeInTheDocument();
    expect(askedPaths().sort()).toEqual(['/api/ratings/online', '/api/subjects', '/api/teachers/2/students']);
  });
});
