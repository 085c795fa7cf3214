import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DeviceSession, deviceSessionsApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../lib/notify.ts';
import { mockServer, refuse } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { DevicesPage } from './DevicesPage.tsx';

vi.mock('../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const laptop: DeviceSession = {
  id: 7,
  browser: 'Chrome',
  os: 'Windows',
  mobile: false,
  ip: '203.0.113.5',
  created_at: '2026-12-01T09:00:00.000Z',
  last_seen_at: minutesAgo(5),
  current: true,
};
const phone: DeviceSession = {
  id: 8,
  browser: 'Safari',
  os: 'iOS',
  mobile: true,
  ip: null,
  created_at: '2026-12-02T18:30:00.000Z',
  last_seen_at: minutesAgo(3 * 60),
  current: false,
};
const unknown: DeviceSession = { ...phone, id: 9, browser: null, os: null, mobile: false };

let sessions: DeviceSession[];
let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  sessions = [laptop, phone, unknown];
  server = mockServer();
  server.on(deviceSessionsApi.list, () => ({ items: sessions }));
  server.on(deviceSessionsApi.end, (request) => {
    sessions = sessions.filter((session) => session.id !== Number(request.params.id));
    return { id: Number(request.params.id) };
  });
  server.on(deviceSessionsApi.endOthers, () => {
    const ended = sessions.filter((session) => !session.current).length;
    sessions = sessions.filter((session) => session.current);
    return { ended };
  });
});

describe('the page of signed-in devices', () => {
  it('lists each device by browser and system, marks this one, and tells when each was last active', async () => {
    renderWithProviders(<DevicesPage />);
    expect(screen.getByRole('heading', { name: 'Мои устройства' })).toBeInTheDocument();
    await screen.findByText('Chrome · Windows');
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(3);

    const current = within(cards[0] as HTMLElement);
    expect(current.getByText('Chrome · Windows')).toBeInTheDocument();
    expect(current.getByText('Это устройство')).toBeInTheDocument();
    expect(current.getByText('Последняя активность: 5 минут назад')).toBeInTheDocument();
    expect(current.getByText(/IP 203\.0\.113\.5/)).toBeInTheDocument();
    expect(current.queryByRole('button')).toBeNull();

    const other = within(cards[1] as HTMLElement);
    expect(other.getByText('Safari · iOS')).toBeInTheDocument();
    expect(other.getByText('Последняя активность: 3 часа назад')).toBeInTheDocument();
    expect(other.queryByText('Это устройство')).toBeNull();
    expect(within(cards[2] as HTMLElement).getByText('Неизвестный браузер · неизвестная система')).toBeInTheDocument();
  });

  it('ends a device only after a confirmation, and drops it from the list', async () => {
    renderWithProviders(<DevicesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Завершить: Safari · iOS' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Завершить сеанс: Safari · iOS?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Завершить' }));

    await waitFor(() => expect(screen.queryByText('Safari · iOS')).toBeNull());
    expect(server.callsTo(deviceSessionsApi.end).map((call) => call.params.id)).toEqual(['8']);
    expect(notifySuccess).toHaveBeenCalledWith('Сеанс завершён');
    expect(screen.getByText('Chrome · Windows')).toBeInTheDocument();
  });

  it('leaves the device signed in when the confirmation is declined', async () => {
    renderWithProviders(<DevicesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Завершить: Safari · iOS' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Нет' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(deviceSessionsApi.end)).toEqual([]);
    expect(screen.getByText('Safari · iOS')).toBeInTheDocument();
  });

  it('signs out of every other device at once and then says this is the only one', async () => {
    renderWithProviders(<DevicesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Выйти на всех других устройствах' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Выйти на всех других устройствах' }));

    expect(await screen.findByText('Других устройств нет')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(server.callsTo(deviceSessionsApi.endOthers)).toHaveLength(1);
    expect(notifySuccess).toHaveBeenCalledWith('Завершено 2 сеанса');
  });

  it('shows the loading state, then an error with a way to try again', async () => {
    server.on(deviceSessionsApi.list, refuse(503, 'INTERNAL_ERROR'));
    renderWithProviders(<DevicesPage />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: /Повторить/ });
    server.on(deviceSessionsApi.list, () => ({ items: [laptop] }));
    await userEvent.click(retry);
    expect(await screen.findByText('Chrome · Windows')).toBeInTheDocument();
    expect(screen.getByText('Других устройств нет')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Выйти на всех других устройствах' })).toBeNull();
  });
});
