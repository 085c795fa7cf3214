import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type GroupDetail, type PictureLoginSettings, pictureLoginApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../lib/notify.ts';
import { mockServer, ok } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { TeacherLoginCardsPage } from './TeacherLoginCardsPage.tsx';

vi.mock('../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 2, role_id: 2 } }) }));
vi.mock('../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const CLASS: GroupDetail = {
  id: 7,
  title: '1 «Б»',
  subject_id: 1,
  teacher_id: 2,
  deleted_at: null,
  students_count: 2,
  students: [],
};
const SETTINGS: PictureLoginSettings = {
  group_id: 7,
  enabled: true,
  code: 'ABCD2345',
  students: [
    { id: 11, name: 'Маша Иванова', pictures: ['sun', 'cat', 'apple'] },
    { id: 12, name: 'Петя Смирнов', pictures: null },
  ],
};
const PAGE = { route: '/teacher/classes/7/login-cards', path: '/teacher/classes/:id/login-cards' };

describe('the class’s login cards page', () => {
  let server: ReturnType<typeof mockServer>;

  beforeEach(() => {
    vi.mocked(notifySuccess).mockClear();
    server = mockServer({
      'GET /api/teachers/2/groups/7': ok(CLASS),
      'GET /api/groups/7/picture-login': ok(SETTINGS),
    });
  });

  it('shows the code, the link and each student’s pictures in order, or that they have none', async () => {
    renderWithProviders(<TeacherLoginCardsPage />, PAGE);
    expect(await screen.findByRole('heading', { name: 'Карточки входа: 1 «Б»' })).toBeInTheDocument();
    expect(await screen.findByTestId('class-login-code')).toHaveTextContent('ABCD2345');
    expect(screen.getByText(`${window.location.origin}/login/class/ABCD2345`)).toBeInTheDocument();
    const masha = screen.getByRole('row', { name: /Маша Иванова/ });
    expect(within(masha).getByRole('img', { name: 'Солнце → Кот → Яблоко' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Петя Смирнов/ })).getByText('Не выданы')).toBeInTheDocument();
  });

  it('gives a student pictures and shows them to the teacher at once', async () => {
    server.set(
      'POST /api/groups/7/picture-login/students/12',
      ok({ student_id: 12, pictures: ['car', 'fish', 'star'] }),
    );
    renderWithProviders(<TeacherLoginCardsPage />, PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Выдать картинки: Петя Смирнов' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Петя Смирнов: Машина → Рыбка → Звезда'));
    expect(server.callsTo(pictureLoginApi.resetPictures)).toHaveLength(1);
  });

  it('downloads the class’s cards as a PDF named after the class', async () => {
    server.set('GET /api/groups/7/picture-login/cards', {
      body: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
      headers: { 'content-type': 'application/pdf' },
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:cards');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<TeacherLoginCardsPage />, PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Распечатать карточки (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Карточки входа — 1 «Б».pdf');
  });

  it('says the setting is off instead of offering cards', async () => {
    server.set('GET /api/groups/7/picture-login', ok({ ...SETTINGS, enabled: false }));
    renderWithProviders(<TeacherLoginCardsPage />, PAGE);
    expect(await screen.findByText(/Вход по картинкам выключен\. Включите его/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Распечатать карточки (PDF)' })).not.toBeInTheDocument();
  });
});
