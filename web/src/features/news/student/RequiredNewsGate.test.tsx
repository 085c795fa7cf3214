import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newsApi } from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import { describe, expect, it, vi } from 'vitest';
import { RealtimeBridge } from '../../../app/RealtimeBridge.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { installFakeRealtime } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS } from '../../../test/render.tsx';
import { buildNews, math, renderAsStudent, serveNews, text } from '../news.fixtures.tsx';
import { NewsPanel } from './NewsPanel.tsx';
import { RequiredNewsGate } from './RequiredNewsGate.tsx';

vi.mock('../../../lib/notify.ts', () => ({
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
  notifyLoginRequired: vi.fn(),
}));

describe('RequiredNewsGate', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('keeps an unread required item open through Escape until the student presses "Прочитано"', async () => {
    installFakeRealtime();
    const { server } = serveNews([buildNews(2), buildNews(1, { is_required: 1 })]);
    renderAsStudent(<RequiredNewsGate />);

    const dialog = await screen.findByRole('dialog', { name: 'Новость 1' });
    expect(screen.queryByRole('button', { name: /Закрыть|Close/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(server.callsTo(newsApi.markRead)).toHaveLength(0);

    await userEvent.click(await screen.findByRole('button', { name: 'Прочитано' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo(newsApi.markRead).map((call) => call.params.newsId)).toEqual(['1']);
  });

  it('joins the chosen subject news channel, and a published item lands in the list with a notice', async () => {
    const socket = installFakeRealtime();
    serveNews([buildNews(1, { is_read: true })]);
    renderAsStudent(
      <>
        <RealtimeBridge />
        <RequiredNewsGate />
        <NewsPanel />
      </>,
    );
    await screen.findByRole('button', { name: 'Новость 1' });
    expect(socket.subscribe).toHaveBeenCalledWith(channels.subjectNews(math.id));

    socket.emit(channels.subjectNews(math.id), 'create', {
      id: 5,
      subject_id: math.id,
      title: text('Каникулы!'),
      lang: ['ru-RU'],
      picture: null,
      is_required: 0,
      created_at: new Date().toISOString(),
    });
    expect(await screen.findByRole('button', { name: 'Каникулы! — не прочитано' })).toBeInTheDocument();
    expect(notifySuccess).toHaveBeenCalledWith('Новость: Каникулы!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a required item at once when it is published', async () => {
    const socket = installFakeRealtime();
    const { held } = serveNews([]);
    renderAsStudent(
      <>
        <RealtimeBridge />
        <RequiredNewsGate />
        <NewsPanel />
      </>,
    );
    await screen.findByText('Новостей пока нет');
    held.push(buildNews(6, { is_required: 1, title: text('Важное объявление') }));
    socket.emit(channels.subjectNews(math.id), 'create', {
      id: 6,
      subject_id: math.id,
      title: text('Важное объявление'),
      lang: ['ru-RU'],
      picture: null,
      is_required: 1,
      created_at: new Date().toISOString(),
    });
    expect(await screen.findByRole('dialog', { name: 'Важное объявление' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Прочитано' })).toBeInTheDocument();
  });
});
