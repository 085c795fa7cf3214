import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Certificate, errorMessage, type TeacherStudent } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { fail, mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { buildCertificate } from '../certificates.fixtures.ts';
import { TeacherStudentCertificatesPage } from './TeacherStudentCertificatesPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 2, role_id: 2 } }) }));
vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const student: TeacherStudent = {
  id: 11,
  name: 'Яна Смирнова',
  email: 'yana@example.test',
  classes: [{ id: 7, title: '3 «А»', subject_id: 1 }],
};

let certificates: Certificate[];
let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  vi.mocked(notifyError).mockClear();
  certificates = [buildCertificate(), buildCertificate({ id: 4, title: 'Лучший читатель', issued_by: 3 })];
  server = mockServer({
    'GET /api/teachers/2/students': ok([student]),
    'GET /api/students/11/certificates': () => ok(certificates),
  });
});

/** The calls the page made with this method and path. */
function callsOf(method: string, path: string) {
  return server.calls.filter((call) => call.method === method && call.path === path);
}

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
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows a field the server refused under that field', async () => {
    server.set(
      'POST /api/students/11/certificates',
      fail(422, 'VALIDATION_FAILED', [
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
    server.set('POST /api/students/11/certificates', (request) => {
      const issued = buildCertificate({
        id: 9,
        ...(request.body as Pick<Certificate, 'title' | 'reason' | 'issued_on'>),
      });
      certificates = [issued, ...certificates];
      return ok(issued);
    });
    renderWithProviders(<TeacherStudentCertificatesPage />, ROUTE);
    await userEvent.type(await screen.findByRole('textbox', { name: /Название/ }), '  Лучший счётчик ');
    await userEvent.type(reasonField(), 'За скорость');
    fireEvent.change(screen.getByLabelText(/Дата/), { target: { value: '2026-11-21' } });
    await userEvent.click(issueButton());

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Сертификат выдан'));
    expect(callsOf('POST', '/api/students/11/certificates').map((call) => call.body)).toEqual([
      { title: 'Лучший счётчик', reason: 'За скорость', issued_on: '2026-11-21' },
    ]);
    expect(await screen.findByRole('article', { name: 'Лучший счётчик' })).toBeInTheDocument();
    expect(titleField()).toHaveValue('');
    expect(reasonField()).toHaveValue('');
  });

  it('withdraws a certificate only after a confirmation', async () => {
    server.set('DELETE /api/certificates/5', () => {
      certificates = certificates.filter((item) => item.id !== 5);
      return ok(buildCertificate({ id: 5 }));
    });
    renderWithProviders(<TeacherStudentCertificatesPage />, ROUTE);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Отозвать сертификат «Чемпион по ментальной арифметике»' }),
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(/пропадёт у ученика/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отозвать' }));

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Сертификат отозван'));
    expect(callsOf('DELETE', '/api/certificates/5')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });

  it('finds no student outside the teacher’s classes', async () => {
    renderWithProviders(<TeacherStudentCertificatesPage />, {
      ...ROUTE,
      route: '/teacher/students/99/certificates',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ученик не найден' })).toBeInTheDocument();
    expect(callsOf('GET', '/api/students/99/certificates')).toEqual([]);
  });
});
