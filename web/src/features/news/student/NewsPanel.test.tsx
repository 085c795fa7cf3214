import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { newsApi } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { PAGE_TEST_TIMEOUT_MS } from '../../../test/render.tsx';
import { buildNews, renderAsStudent, serveNews, student } from '../news.fixtures.tsx';
import { LastNewsCard } from './LastNewsCard.tsx';
import { NewsPanel } from './NewsPanel.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('NewsPanel', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists the chosen subject news newest first, marking the unread ones and "new" only within the week', async () => {
    const { server } = serveNews([
      buildNews(3),
      buildNews(2, { created_at: new Date(Date.now() - 10 * DAY_MS).toISOString() }),
      buildNews(1, { is_read: true }),
    ]);
    renderAsStudent(<NewsPanel />);

    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').getAttribute('aria-label'))).toEqual([
      'Новость 3 — не прочитано',
      'Новость 2 — не прочитано',
      'Новость 1',
    ]);
    expect(within(items[0] as HTMLElement).getByText('новое')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByText('новое')).not.toBeInTheDocument();
    expect(server.callsTo(newsApi.ofStudent)[0]?.query.get('main_subject_id')).toBe('1');
  });

  it('opens a title in the modal, which renders only the safe markup and marks the item read', async () => {
    const { server } = serveNews([buildNews(7)]);
    renderAsStudent(<NewsPanel />);

    await userEvent.click(await screen.findByRole('button', { name: 'Новость 7 — не прочитано' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новость 7' });
    expect(within(dialog).getByText('Текст 7')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect(within(dialog).getByText('ссылка').closest('a')).toBeNull();

    await waitFor(() => expect(server.callsTo(newsApi.markRead)).toHaveLength(1));
    expect(server.callsTo(newsApi.markRead)[0]).toMatchObject({
      params: { id: String(student.id), newsId: '7' },
      body: { is_read: true },
    });
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Новость 7' })).toBeInTheDocument();
  });

  it('says there is no news yet when the subject has none', async () => {
    serveNews([]);
    renderAsStudent(<NewsPanel />);
    expect(await screen.findByText('Новостей пока нет')).toBeInTheDocument();
  });
});

describe('LastNewsCard', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the newest item with a details button that opens it', async () => {
    serveNews([buildNews(9), buildNews(8)]);
    renderAsStudent(<LastNewsCard />);

    await userEvent.click(await screen.findByRole('button', { name: 'Подробнее о новости «Новость 9»' }));
    expect(await screen.findByRole('dialog', { name: 'Новость 9' })).toBeInTheDocument();
  });
});
