import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, ROLE } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { buildUser, fail, mockServer, ok, signIn } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProfileSection } from './ProfileSection.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const teacher = buildUser(ROLE.teacher, { phone: '+7 900 000-00-00' });
const firstName = () => screen.getByRole('textbox', { name: /Имя/ });
const phone = () => screen.getByRole('textbox', { name: /Телефон/ });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  vi.mocked(notifyError).mockClear();
  signIn(teacher);
});

describe('ProfileSection', () => {
  it('says what is missing before asking the server', async () => {
    const server = mockServer({});
    renderWithProviders(<ProfileSection user={teacher} />);
    await userEvent.clear(firstName());
    await save();
    expect(firstName()).toHaveAccessibleDescription(expect.stringContaining('Введите имя'));
    expect(server.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('saves name and phone, and the session shows the new name at once', async () => {
    const saved = { ...teacher, first_name: 'Ирина', name: 'Ирина Учителева', phone: null };
    const server = mockServer({ 'PATCH /api/users/2': ok({ user: saved }) });
    renderWithProviders(<ProfileSection user={teacher} />);
    await userEvent.clear(firstName());
    await userEvent.type(firstName(), 'Ирина');
    await userEvent.clear(phone());
    await save();

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Профиль сохранён'));
    expect(server.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      first_name: 'Ирина',
      last_name: 'Учителева',
      phone: null,
    });
    expect(authStore.get().user?.name).toBe('Ирина Учителева');
  });

  it("shows the server's refusal under its field and gives the failure notice", async () => {
    mockServer({
      'PATCH /api/users/2': fail(422, 'VALIDATION_FAILED', [
        { field: 'phone', code: 'PHONE_INVALID', message: errorMessage('PHONE_INVALID') },
      ]),
    });
    renderWithProviders(<ProfileSection user={teacher} />, { locale: 'en-US' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    expect(notifyError).toHaveBeenCalledWith('Could not save the profile', 'Please check the fields');
  });
});
