import { screen, within } from '@testing-library/react';
import { type ChosenSubject, itShopApi, type Me, type SubjectData } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildMe, buildSubjectData, it as itSubject, math } from '../../features/students/student.fixtures.ts';
import { mockServer } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { ItLayout } from './ItLayout.tsx';

const state = vi.hoisted(() => ({
  me: null as Me | null,
  chosen: null as ChosenSubject | null,
  data: null as SubjectData | null,
}));
vi.mock('../../lib/auth.tsx', () => ({
  useAuth: () => ({ me: state.me, user: state.me?.user ?? null, logout: vi.fn() }),
}));
vi.mock('../../lib/subject.tsx', () => ({
  useSubject: () => ({ subject: state.chosen, data: state.data, status: 'ready', choose: vi.fn(), clear: vi.fn() }),
}));

const active = { ...itSubject, status: 'active' as const };

beforeEach(() => {
  state.me = buildMe([math, active]);
  state.chosen = { id: active.id, main_id: active.main_id };
  state.data = buildSubjectData(active, 4);
  mockServer().on(itShopApi.scoresCount, () => ({ count: 37 }));
});

describe('IT layout', () => {
  it("paints its header in the IT subject's colour with text that reads on it", () => {
    renderWithProviders(<ItLayout />, { route: '/student' });
    const header = screen.getByTestId('student-header');
    // The fixture's IT green is light, so the text turns black.
    expect(header).toHaveStyle({ background: active.color, color: '#000' });
    expect(within(header).getByText(active.title['ru-RU'])).toBeInTheDocument();
  });

  it('takes the colour from the profile while the subject data loads', () => {
    state.data = null;
    state.me = buildMe([math, { ...active, color: '#7048e8' }]);
    renderWithProviders(<ItLayout />, { route: '/student' });
    expect(screen.getByTestId('student-header')).toHaveStyle({ background: '#7048e8', color: '#fff' });
  });

  it('puts the page in the main landmark under the banner', () => {
    renderWithProviders(<ItLayout />, { route: '/student' });
    expect(screen.getByRole('banner')).toBe(screen.getByTestId('student-header'));
    expect(within(screen.getByTestId('it-layout')).getByRole('main')).toBeInTheDocument();
  });

  it('shows the IT points the student has in place of likes, since IT pays in its own currency', async () => {
    renderWithProviders(<ItLayout />, { route: '/student' });
    const header = screen.getByTestId('student-header');
    expect(await within(header).findByLabelText('IT-баллы: 37')).toHaveTextContent('37');
    expect(within(header).queryByTestId('likes-balance')).not.toBeInTheDocument();
  });
});
