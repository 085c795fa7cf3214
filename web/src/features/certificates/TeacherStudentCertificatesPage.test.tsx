import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Certificate, errorMessage, type TeacherStudent } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { buildCertificate } from './certificates.fixtures.ts';
import { TeacherStudentCertificatesPage } from './TeacherStudentCertificatesPage.tsx';

const client = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), delete: vi.fn(), blob: vi.fn() }));
vi.mock('../../lib/api.ts', async () => {
  const { ApiError, isApiError } = await import('../../lib/api-error.ts');
  return { api: client, silentApi: client, ApiError, isApiError };
});
vi.mock('../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 2, role_id: 2 } }) }));
vi.mock('../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const student: TeacherStudent = {
  id: 11,
  name: 'Яна Смирнова',
  email: 'yana@example.test',
  classes: [{ id: 7, title: '3 «А»', subject_id: 1 }],
};

let certificates: Certificate[];

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  vi.mocked(notifyError).mockClear();
  certificates = [buildCertificate(), buildCertificate({ id: 4, title: 'Лучший читатель', issued_by: 3 })];
  client.get.mockReset().mockImplementation((path: string) => {
    if (path === '/teachers/2/students') return Promise.resolve([student]);
    if (path === '/students/11/certificates') return Promise.resolve(certificates);
    return Promise.reject(new ApiError(404, 'NOT_FOUND', errorMessage('NOT_FOUND')));
  });
  client.post.mockReset();
  client.delete.mockReset();
});

const ROUTE = { route: '/teacher/students/11/certificates', path: '/teacher/students/:studentId/certificates' };

const titleField = () => screen.getByRole('textbox', { name: /Название/ });
const reasonField = () => screen.getByRole('textbox', { name: /За что/ });
const issueButton = () => screen.getByRole('button', { name: 'Выдать сертификат' });

describe('TeacherStudentCertificatesPage', () => {
  it('shows the student and their certificates, withdrawable only where the teacher issued them', async () => {
    renderWithProviders(<TeacherStudentCertificatesPage />, ROUTE);
    expect(await screen.findByRole('heading', { level: 2, name: 'Сертификаты ученика' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0] as HTMLElement).getByRole('button', {
        name: 'Отозвать сертификат «Чемпион по ментальной арифметике»',
      }),
    ).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).queryByRole('button', { name: /Отозвать/ })).not.toBeInTheDocument();
  });

  it('says what is missing before asking the server', async () => {
    renderWithProviders(<TeacherStudentCertificatesPage />, ROUTE);
    await screen.findByRole('heading', { level: 2, name: 'Сертификаты ученика' });
    fireEvent.change(screen.getByLabelText(/Дата/), { target: { value: '' } });
    await userEvent.click(issueButton());
    expect(titleField()).toHaveAccessibleDescription(expect.stringContaining('Заполните поле'));
    expect(reasonField()).toHaveAccessibleDescription(expect.stringContaining('Заполните поле'));
    expect(screen.getByLabelText(/Дата/)).toHaveAccessibleDescription(expect.stringContaining('Заполните поле'));
    expect(client.post).not.toHaveBeenCalled();
  });

  it('shows a field the server refused under that field', async () => {
    client.post.mockRejectedValue(
      new ApiError(422, 'VALIDATION_FAILED', errorMessage('VALIDATION_FAILED'), [
        { field: 'issued_on', code: 'DATE_INVALID', message: errorMessage('DATE_INVALID') },
      ]),
    );
    renderWithProviders(<TeacherStudentCertificatesPage />, ROUTE);
    await userEvent.type(await screen.findByRole('textbox', { name: /Название/ }), 'Лучший счётчик');
    await userEvent.type(reasonField(), 'За скорость');
    await userEvent.click(issueButton());
    expect(await screen.findByText('Укажите существующую дату')).toBeInTheDocument();
    expect(notifyError).not.toHaveBeenCalled();
    expect(titleField()).toHaveValue('Лучший счётчик');
  });

  it('issues a certificate, says so and empties the form for the next one', async () => {
    client.post.mockImplementation((_path: string, body: Pick<Certificate, 'title' | 'reason' | 'issued_on'>) => {
      const issued = buildCertificate({ id: 9, ...body });
      certificates = [issued, ...certificates];
      return Promise.resolve(issued);
    });
    renderWithProviders(<TeacherStudentCertificatesPage />, ROUTE);
    await userEvent.type(await screen.findByRole('textbox', { name: /Название/ }), '  Лучший счётчик ');
    await userEvent.type(reasonField(), 'За скорость');
    fireEvent.change(screen.getByLabelText(/Дата/), { target: { value: '2026-11-21' } });
    await userEvent.click(issueButton());

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Сертификат выдан'));
    expect(client.post).toHaveBeenCalledWith(
      '/students/11/certificates',
      { title: 'Лучший счётчик', reason: 'За скорость', issued_on: '2026-11-21' },
      expect.anything(),
    );
    expect(await screen.findByRole('article', { name: 'Лучший счётчик' })).toBeInTheDocument();
    expect(titleField()).toHaveValue('');
    expect(reasonField()).toHaveValue('');
  });

  it('withdraws a certificate only after a confirmation', async () => {
    client.delete.mockImplementation((path: string) => {
      certificates = certificates.filter((item) => item.id !== 5);
      return Promise.resolve(buildCertificate({ id: Number(path.split('/')[2]) }));
    });
    renderWithProviders(<TeacherStudentCertificatesPage />, ROUTE);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Отозвать сертификат «Чемпион по ментальной арифметике»' }),
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/пропадёт у ученика/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отозвать' }));

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Сертификат отозван'));
    expect(client.delete).toHaveBeenCalledWith('/certificates/5', undefined, expect.anything());
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });

  it('finds no student outside the teacher’s classes', async () => {
    renderWithProviders(<TeacherStudentCertificatesPage />, {
      ...ROUTE,
      route: '/teacher/students/99/certificates',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ученик не найден' })).toBeInTheDocument();
    expect(client.get).not.toHaveBeenCalledWith('/students/99/certificates', expect.anything());
  });
});
