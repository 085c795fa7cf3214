import { screen, waitFor, within } from '@testing-library/react';
import { ROLE } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildMe,
  buildUser,
  installFakeRealtime,
  mockServer,
  ok,
  renderApp,
  signIn,
} from '../../../test/app-harness.tsx';

const STORED = '/media/avatars/0b1c2d3e-aaaa-bbbb-cccc-000000000002.webp?v=1700000000000';
const teacher = buildUser(ROLE.teacher);

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

beforeEach(() => {
  installFakeRealtime();
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  signIn(teacher);
});

describe('teacher settings page', () => {
  it('is reached from the teacher navigation and holds the profile, photo and password sections', async () => {
    mockServer({ 'GET /api/me': ok(buildMe(teacher)) });
    renderApp('/teacher/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Настройки' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: /./ });
    expect(within(nav).getByRole('link', { name: 'Настройки' })).toHaveAttribute('href', '/teacher/settings');
    for (const section of ['Профиль', 'Фото профиля', 'Пароль']) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: /Имя/ })).toHaveValue('Татьяна');
  });

  it('shows a new photo in the account panel as soon as it is uploaded', async () => {
    mockServer({
      'GET /api/me': ok(buildMe(teacher)),
      'POST /api/users/2/avatar': ok({ user: { ...teacher, avatar: STORED } }),
    });
    const app = renderApp('/teacher/settings');
    const section = await screen.findByRole('region', { name: 'Фото профиля' });
    await app.user.upload(fileInput(), new File([new Uint8Array(64)], 'me.jpg', { type: 'image/jpeg' }));
    await app.user.click(screen.getByRole('button', { name: 'Загрузить' }));

    expect(await screen.findByText('Фото обновлено')).toBeInTheDocument();
    // The account panel of the navigation drawer reads the session user, not this page's state.
    await waitFor(() => {
      // Queried in the DOM: the drawer's panel is hidden on wide screens, so it has no role to find it by.
      const shown = [...document.querySelectorAll('img')].filter((img) => img.getAttribute('src') === STORED);
      expect(shown.some((img) => !section.contains(img))).toBe(true);
    });
  });

  it('is not open to students', async () => {
    const student = buildUser(ROLE.student);
    signIn(student);
    mockServer({ 'GET /api/me': ok(buildMe(student)) });
    const app = renderApp('/teacher/settings');
    await waitFor(() => expect(app.pathname()).not.toBe('/teacher/settings'));
  });
});
