import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminStudentCreated } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { AdminStudentCreatePage } from './AdminStudentFormPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const created: AdminStudentCreated = {
  id: 10,
  name: 'Оля Петрова',
  first_name: 'Оля',
  last_name: 'Петрова',
  email: 'olya@example.com',
  phone: null,
  is_active: true,
  birth_date: null,
  created_at: '2026-01-01T10:00:00Z',
  timezone: null,
  subjects: [],
  generated_password: 'bakotume47',
};

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  server = mockServer({ 'GET /api/subjects': ok([]), 'POST /api/admin/students': ok(created) });
});

async function fillAndCreate(user: ReturnType<typeof userEvent.setup>, password: string) {
  renderWithProviders(<AdminStudentCreatePage />, { route: '/admin/students/create', path: '/admin/students/*' });
  await user.type(screen.getByRole('textbox', { name: /^Имя/ }), 'Оля');
  await user.type(screen.getByRole('textbox', { name: /^Фамилия/ }), 'Петрова');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'olya@example.com');
  if (password) await user.type(screen.getByLabelText(/^Пароль/), password);
  await user.click(screen.getByRole('button', { name: 'Создать ученика' }));
}

describe('the new student page', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('sends a blank password, then shows the generated one once with a copy button and a warning', async () => {
    const user = userEvent.setup();
    await fillAndCreate(user, '');

    expect(await screen.findByText('Пароль для Оля Петрова создан')).toBeVisible();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ password: '' });
    expect(screen.getByLabelText('Созданный пароль')).toHaveTextContent('bakotume47');
    expect(screen.getByText(/больше он показан не будет/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Создать ученика' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Скопировать пароль' }));
    expect(await screen.findByRole('button', { name: 'Скопировано' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe('bakotume47');
    expect(screen.getByRole('link', { name: 'Открыть страницу ученика' })).toHaveAttribute(
      'href',
      '/admin/students/10',
    );
  });

  it('goes straight to the student page when the admin typed a password', async () => {
    server.set('POST /api/admin/students', ok({ ...created, generated_password: null }));
    const user = userEvent.setup();
    await fillAndCreate(user, 'abcd');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/students/10'));
    expect(screen.queryByText(/Пароль для/)).not.toBeInTheDocument();
  });
});
