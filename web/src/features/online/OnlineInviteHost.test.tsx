import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { channels } from '@umka/contracts/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeRealtime } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { InvitesSwitch } from './InvitesSwitch.tsx';
import { invitesOff } from './inviteSetting.ts';
import { OnlineInviteHost } from './OnlineInviteHost.tsx';

vi.mock('../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 7, role_id: 3 } }) }));

const invite = {
  message: {
    'ru-RU': 'Маша зовёт тебя сыграть в «Четыре в ряд»',
    'en-US': 'Masha invites you to play Connect four',
    'uk-UA': 'Маша кличе тебе зіграти в «Чотири в ряд»',
  },
  trainer_id: 5,
  component: 'connect4',
  from_id: 8,
  invite_key: 'KEY123abc',
};

let realtime: ReturnType<typeof installFakeRealtime>;
const sendInvite = () => act(() => realtime.emit(channels.invites(), 'online.invite', invite));

beforeEach(() => {
  localStorage.clear();
  realtime = installFakeRealtime();
  // Time runs on its own too, so the page's waits work; the test moves it on where it matters.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the invitation banner', () => {
  it('shows the invitation in the current language with a way into the room, and hides it by itself after 10 s', async () => {
    renderWithProviders(<OnlineInviteHost />);
    sendInvite();
    const banner = await screen.findByRole('alert', { name: 'Приглашение в игру' });
    expect(banner).toHaveTextContent('Маша зовёт тебя сыграть в «Четыре в ряд»');
    expect(screen.getByRole('link', { name: 'Играть' })).toHaveAttribute(
      'href',
      '/online/5/connect4/start?getQueue=KEY123abc',
    );
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.getByTestId('invite-banner')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(screen.queryByTestId('invite-banner')).not.toBeInTheDocument();
  });

  it('closes at once with the close button', async () => {
    renderWithProviders(<OnlineInviteHost />, { locale: 'en-US' });
    sendInvite();
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('invite-banner')).not.toBeInTheDocument();
  });

  it('can be turned off from the banner, and then no invitation shows', async () => {
    renderWithProviders(<OnlineInviteHost />, { locale: 'en-US' });
    sendInvite();
    await userEvent.click(await screen.findByRole('button', { name: 'Stop inviting me' }));
    expect(screen.queryByTestId('invite-banner')).not.toBeInTheDocument();
    expect(invitesOff(7)).toBe(true);
    sendInvite();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByTestId('invite-banner')).not.toBeInTheDocument();
  });

  it('follows the switch of the games page, both ways', async () => {
    renderWithProviders(
      <>
        <InvitesSwitch userId={7} />
        <OnlineInviteHost />
      </>,
      { locale: 'en-US' },
    );
    const toggle = screen.getByRole('switch', { name: /^Get invitations to play/ });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    sendInvite();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByTestId('invite-banner')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    sendInvite();
    expect(await screen.findByTestId('invite-banner')).toBeInTheDocument();
  });
});
