import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockServer, ok } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { AdminTeacherCreatePage, AdminTeacherPage } from './AdminTeacherPage.tsx';
import { buildDetail, buildTeacher, SUBJECTS } from './teacherFixtures.ts';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

let server: ReturnType<typeof mockServer>;
const sent = (method: string, path: string) =>
  server.calls.filter((call) => call.method === method && call.path === path).map((call) => call.body);

beforeEach(() => {
  server = mockServer({
    'GET /api/subjects': ok(SUBJECTS),
    'GET /api/admin/teachers/2': ok(buildDetail()),
    'GET /api/users/2/crm-link': ok({ url: null }),
  });
});

async function pickSubject(name: string) {
  const field = screen
    .getAllByLabelText(/^Предметы(\s*\*)?$/)
    .find((element) => element instanceof HTMLInputElement && element.type !== 'hidden');
  if (!field) throw new Error('no subjects field');
  await userEvent.click(field);
  await userEvent.click(await screen.findByRole('option', { name }));
}

describe('the teacher form', () => {
  it(
    'names every missing field in the spec §5 words before sending anything',
    async () => {
      renderWithProviders(<AdminTeacherCreatePage />, { route: '/admin/teachers/create' });
      await userEvent.click(screen.getByRole('button', { name: 'Добавить' }));
      for (const code of ['FIRST_NAME_REQUIRED', 'LAST_NAME_REQUIRED', 'PHONE_REQUIRED'] as const) {
        expect(await screen.findByText(errorMessage(code)['ru-RU'])).toBeInTheDocument();
      }
      expect(screen.getByText(errorMessage('NOTHING_SELECTED')['ru-RU'])).toBeInTheDocument();
      expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
    },
    PAGE_TEST_TIMEOUT_MS,
  );

  it(
    'creates a teacher with subjects and shows the email the server refuses under its field',
    async () => {
      server.set(
        'POST /api/admin/teachers',
        fail(409, 'EMAIL_TAKEN', [{ field: 'email', code: 'EMAIL_TAKEN', message: errorMessage('EMAIL_TAKEN') }]),
      );
      renderWithProviders(<AdminTeacherCreatePage />, { route: '/admin/teachers/create' });
      await userEvent.type(screen.getByRole('textbox', { name: /^Имя/ }), 'Нина');
      await userEvent.type(screen.getByRole('textbox', { name: /^Фамилия/ }), 'Петрова');
      await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'nina@example.com');
      await userEvent.type(screen.getByRole('textbox', { name: /^Телефон/ }), '+7 900 000-00-00');
      await userEvent.type(screen.getByLabelText(/^Пароль/), 'violet-harbour-42');
      await pickSubject('Чтение');
      await userEvent.click(screen.getByRole('button', { name: 'Добавить' }));
      await waitFor(() =>
        expect(sent('POST', '/api/admin/teachers')).toEqual([
          {
            first_name: 'Нина',
            last_name: 'Петрова',
            email: 'nina@example.com',
            phone: '+7 900 000-00-00',
            password: 'violet-harbour-42',
            subject_ids: [2],
          },
        ]),
      );
      expect(await screen.findByText(errorMessage('EMAIL_TAKEN')['ru-RU'])).toBeInTheDocument();
    },
    PAGE_TEST_TIMEOUT_MS,
  );

  it(
    'creates a teacher with a blank password and shows the generated one once, to copy, before their page',
    async () => {
      server.set('POST /api/admin/teachers', ok({ ...buildDetail(), generated_password: 'bakotumebakotume47' }));
      const user = userEvent.setup();
      renderWithProviders(<AdminTeacherCreatePage />, { route: '/admin/teachers/create' });
      expect(screen.getByText(/будет создан надёжный пароль: его покажут один раз/)).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: /^Имя/ }), 'Нина');
      await user.type(screen.getByRole('textbox', { name: /^Фамилия/ }), 'Петрова');
      await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'nina@example.com');
      await user.type(screen.getByRole('textbox', { name: /^Телефон/ }), '+7 900 000-00-00');
      await pickSubject('Чтение');
      await user.click(screen.getByRole('button', { name: 'Добавить' }));

      expect(await screen.findByLabelText('Созданный пароль')).toHaveTextContent('bakotumebakotume47');
      expect(sent('POST', '/api/admin/teachers')[0]).toMatchObject({ password: '' });
      expect(screen.getByText(/больше он показан не будет/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Скопировать пароль' }));
      expect(await navigator.clipboard.readText()).toBe('bakotumebakotume47');
      expect(screen.getByRole('link', { name: 'Открыть страницу учителя' })).toHaveAttribute(
        'href',
        `/admin/teachers/${buildDetail().teacher.id}`,
      );
    },
    PAGE_TEST_TIMEOUT_MS,
  );

  it(
    'says on edit that a blank password keeps the old one, and saves the rest without one',
    async () => {
      server.set('PATCH /api/admin/teachers/2', ok(buildDetail({ teacher: buildTeacher({ first_name: 'Вера' }) })));
      renderWithProviders(<AdminTeacherPage />, { route: '/admin/teachers/2', path: '/admin/teachers/:id' });
      const firstName = await screen.findByRole('textbox', { name: /^Имя/ });
      expect(screen.getByText(/Оставьте пустым, чтобы сохранить прежний пароль/)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Открыть в CRM/ })).not.toBeInTheDocument();
      await userEvent.clear(firstName);
      await userEvent.type(firstName, 'Вера');
      await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
      await waitFor(() => expect(sent('PATCH', '/api/admin/teachers/2')).toHaveLength(1));
      expect(sent('PATCH', '/api/admin/teachers/2')[0]).toMatchObject({ first_name: 'Вера', password: '' });
    },
    PAGE_TEST_TIMEOUT_MS,
  );

  it('shows the CRM link when the server has an address for the teacher', async () => {
    server.set('GET /api/users/2/crm-link', ok({ url: 'https://crm.example/profile/2' }));
    renderWithProviders(<AdminTeacherPage />, { route: '/admin/teachers/2', path: '/admin/teachers/:id' });
    const link = await screen.findByRole('link', { name: /Открыть в CRM/ });
    expect(link).toHaveAttribute('href', 'https://crm.example/profile/2');
  });
});
