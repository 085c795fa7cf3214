import { screen, within } from '@testing-library/react';
import { errorMessage } from '@umka/contracts';
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { TeacherClassPage } from './TeacherClassPage.tsx';

const client = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() }));
vi.mock('../../lib/api.ts', async () => {
  const { ApiError } = await import('../../lib/api-error.ts');
  return { api: client, silentApi: client, ApiError };
});
vi.mock('../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 2, role_id: 2 } }) }));

const math = {
  id: 1,
  main_id: 1,
  title: { 'ru-RU': 'Математика', 'en-US': 'Math', 'uk-UA': 'Математика' },
  color: '#4dabf7',
};

const DESKTOP_WIDTH = 1280;

function setViewportWidth(width: number) {
  const happyDOM: HappyWindow['happyDOM'] = Reflect.get(window, 'happyDOM');
  happyDOM.setViewport({ width, height: 800 });
}

afterEach(() => {
  setViewportWidth(DESKTOP_WIDTH);
});

beforeEach(() => {
  setViewportWidth(DESKTOP_WIDTH);
  client.get.mockReset().mockImplementation((path: string) => {
    if (path === '/subjects') return Promise.resolve([math]);
    if (path === '/teachers/2/groups/7')
      return Promise.resolve({
        id: 7,
        title: '3 «А»',
        subject_id: 1,
        teacher_id: 2,
        deleted_at: null,
        students_count: 2,
        students: [
          { id: 11, name: 'Яна Смирнова', email: 'yana@example.com' },
          { id: 12, name: 'Артём Ким', email: 'artem@example.com' },
        ],
      });
    return Promise.reject(new ApiError(404, 'NOT_FOUND', errorMessage('NOT_FOUND')));
  });
});

describe('TeacherClassPage', () => {
  it('shows the class from the address with its students in alphabetical order', async () => {
    renderWithProviders(<TeacherClassPage />, { route: '/teacher/classes/7', path: '/teacher/classes/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: '3 «А»' })).toBeInTheDocument();
    expect(await screen.findByText('Математика')).toBeInTheDocument();
    const names = within(screen.getByRole('table')).getAllByText(/^(Артём Ким|Яна Смирнова)$/);
    expect(names.map((name) => name.textContent)).toEqual(['Артём Ким', 'Яна Смирнова']);
    expect(screen.getByRole('link', { name: 'yana@example.com' })).toHaveAttribute('href', 'mailto:yana@example.com');
    expect(screen.getByRole('columnheader', { name: 'Email' })).toBeInTheDocument();
  });

  it('puts the email under the name on a phone instead of scrolling sideways', async () => {
    setViewportWidth(390);
    renderWithProviders(<TeacherClassPage />, { route: '/teacher/classes/7', path: '/teacher/classes/:id' });
    const row = (await screen.findByText('Яна Смирнова')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getAllByRole('cell')).toHaveLength(2);
    expect(within(row).getByRole('link', { name: 'yana@example.com' })).toHaveAttribute(
      'href',
      'mailto:yana@example.com',
    );
    expect(screen.queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the class is not the teacher's", async () => {
    renderWithProviders(<TeacherClassPage />, { route: '/teacher/classes/99', path: '/teacher/classes/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Не найдено');
    expect(screen.getByRole('link', { name: 'Ко всем классам' })).toHaveAttribute('href', '/teacher/classes');
  });

  it('does not ask the server about an address that is not a class id', async () => {
    renderWithProviders(<TeacherClassPage />, { route: '/teacher/classes/abc', path: '/teacher/classes/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Класс не найден' })).toBeInTheDocument();
    expect(client.get).not.toHaveBeenCalledWith(expect.stringContaining('/groups/'), expect.anything());
  });
});
