import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AVATAR_MAX_BYTES, ROLE } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { buildUser, fail, mockServer, ok, signIn } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { AvatarSection } from './AvatarSection.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const STORED = '/media/avatars/0b1c2d3e-aaaa-bbbb-cccc-000000000001.webp?v=1700000000000';
const teacher = buildUser(ROLE.teacher);
const withAvatar = { ...teacher, avatar: STORED };
const photo = (name = 'me.png', type = 'image/png', size = 2048) => new File([new Uint8Array(size)], name, { type });

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  vi.mocked(notifyError).mockClear();
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  signIn(teacher);
});

describe('AvatarSection', () => {
  it('previews the chosen photo, uploads it and puts the stored path into the session', async () => {
    const server = mockServer({ 'POST /api/users/2/avatar': ok({ user: withAvatar }) });
    renderWithProviders(<AvatarSection user={teacher} />);
    expect(screen.getByText('PNG, JPEG или WebP до 5 МБ. Фото обрежется до квадрата')).toBeInTheDocument();

    await userEvent.upload(fileInput(), photo());
    expect(screen.getByRole('img', { name: 'Выбранное фото' })).toHaveAttribute('src', 'blob:preview');
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Загрузить' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Фото обновлено'));
    const sent = server.calls.find((call) => call.method === 'POST');
    if (!sent) throw new Error('nothing uploaded');
    expect(((sent.body as FormData).get('file') as File).name).toBe('me.png');
    expect(authStore.get().user?.avatar).toBe(STORED);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('lets the chosen photo be dropped without uploading it', async () => {
    const server = mockServer({});
    renderWithProviders(<AvatarSection user={teacher} />);
    await userEvent.upload(fileInput(), photo());
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('img', { name: 'Выбранное фото' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выбрать фото' })).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it.each([
    ['a GIF', photo('cat.gif', 'image/gif'), 'Загрузите фото в формате PNG, JPEG или WebP'],
    ['a photo over 5 MB', photo('big.jpg', 'image/jpeg', AVATAR_MAX_BYTES + 1), 'Фото больше 5 МБ'],
  ])('refuses %s before sending it', async (_name, file, message) => {
    const server = mockServer({});
    renderWithProviders(<AvatarSection user={teacher} />);
    await userEvent.setup({ applyAccept: false }).upload(fileInput(), file);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Загрузить' })).not.toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal in the section and in the failure notice", async () => {
    mockServer({ 'POST /api/users/2/avatar': fail(415, 'AVATAR_UNREADABLE') });
    renderWithProviders(<AvatarSection user={teacher} />, { locale: 'en-US' });
    await userEvent.upload(fileInput(), photo());
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo could not be read, try another one');
    expect(notifyError).toHaveBeenCalledWith(
      'Could not update the photo',
      'The photo could not be read, try another one',
    );
    expect(authStore.get().user?.avatar).toBeNull();
  });

  it('removes the photo only after confirmation', async () => {
    signIn(withAvatar);
    const server = mockServer({ 'DELETE /api/users/2/avatar': ok({ user: teacher }) });
    renderWithProviders(<AvatarSection user={withAvatar} />);
    expect(screen.getByRole('img', { name: 'Фото профиля: Татьяна Учителева' })).toHaveAttribute('src', STORED);

    await userEvent.click(screen.getByRole('button', { name: 'Удалить фото' }));
    expect(await screen.findByText('Удалить фото профиля?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Нет' }));
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Удалить фото' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Фото удалено'));
    expect(authStore.get().user?.avatar).toBeNull();
  });

  it('gives the failure notice when the removal fails', async () => {
    signIn(withAvatar);
    mockServer({ 'DELETE /api/users/2/avatar': fail(403, 'FORBIDDEN') });
    renderWithProviders(<AvatarSection user={withAvatar} />);
    await userEvent.click(screen.getByRole('button', { name: 'Удалить фото' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Не удалось удалить фото', 'Недоступно для текущего пользователя'),
    );
  });
});
