import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MAIL_LIST_STEP, type MailMessage, mailApi, ROLE } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import {
  buildMe,
  buildSubject,
  buildSubjectData,
  buildUser,
  chooseSubject,
  installFakeRealtime,
  mockServer,
  ok,
  renderApp,
  signIn,
} from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS } from '../../../test/render.tsx';
import { ModalsHost } from '../../../ui/ModalsHost.tsx';
import { READ_AFTER_MS } from './MailLetter.tsx';
import { MailPanel } from './MailPanel.tsx';

const student = buildUser(ROLE.student);
const reading = buildSubject(2);
const DAY_MS = 24 * 60 * 60 * 1000;

function letter(id: number, overrides: Partial<MailMessage> = {}): MailMessage {
  return {
    id,
    is_read: true,
    created_at: new Date(Date.now() - 30 * DAY_MS).toISOString(),
    type_id: 3,
    author: null,
    character: null,
    template: { text: { 'ru-RU': `Письмо ${id}`, 'en-US': `Letter ${id}` } },
    ...overrides,
  };
}

function openMail(pages: MailMessage[][]) {
  installFakeRealtime();
  signIn(student);
  chooseSubject(reading);
  const server = mockServer({
    'GET /api/me': ok(buildMe(student, [reading])),
    [`GET /api/students/${student.id}/subjects/${reading.id}`]: ok(buildSubjectData(reading)),
  });
  server.on(mailApi.list, ({ query }) => {
    const page = Number(query.get('page') ?? 1);
    const items = pages[page - 1] ?? [];
    const unread = pages.flat().filter((item) => !item.is_read).length;
    return { items, page, has_more: page < pages.length, unread };
  });
  server.on(mailApi.read, ({ params }) => ({ id: Number(params.id), is_read: true as const }));
  server.on(mailApi.clear, { deleted: pages.flat().length });
  const element = (
    <>
      <ModalsHost />
      <MailPanel />
    </>
  );
  const app = renderApp('/mail', [{ path: '/mail', element }]);
  return { server, app };
}

describe('MailPanel', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists the letters with their sender and stamp, and shows more on request', async () => {
    const first = Array.from({ length: MAIL_LIST_STEP }, (_, i) => letter(100 - i));
    const teacherLetter = letter(50, {
      type_id: 1,
      author: { id: 9, name: 'Анна Петровна' },
      created_at: new Date(2026, 10, 3, 9, 5, 7).toISOString(),
    });
    const { server, app } = openMail([first, [teacherLetter]]);

    expect(await screen.findByText('Письмо 100')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(MAIL_LIST_STEP);
    expect(server.callsTo(mailApi.list)[0]?.query.get('subjectId')).toBe(String(reading.id));
    await app.user.click(screen.getByRole('button', { name: 'Показать ещё' }));

    const item = (await screen.findByText('Анна Петровна')).closest('li') as HTMLElement;
    expect(within(item).getByText('03.11.2026 09.05.07')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Умка')).toHaveLength(MAIL_LIST_STEP);
  });

  it('marks an unread letter read once the pointer rests on it, sending one PATCH', async () => {
    const fresh = letter(7, { is_read: false, created_at: new Date().toISOString() });
    const old = letter(6, { is_read: false, created_at: new Date(Date.now() - 8 * DAY_MS).toISOString() });
    const { server } = openMail([[fresh, old]]);
    await screen.findByText('Письмо 7');
    const [freshItem, oldItem] = screen.getAllByRole('listitem');
    expect(screen.getAllByText('Не прочитано:')).toHaveLength(2);
    expect(within(freshItem as HTMLElement).getByText('новое')).toBeInTheDocument();
    expect(within(oldItem as HTMLElement).queryByText('новое')).not.toBeInTheDocument();

    // Passing over a letter is not reading it.
    fireEvent.mouseEnter(freshItem as HTMLElement);
    fireEvent.mouseLeave(freshItem as HTMLElement);
    await new Promise((resolve) => setTimeout(resolve, READ_AFTER_MS + 100));
    expect(server.callsTo(mailApi.read)).toHaveLength(0);

    fireEvent.mouseEnter(freshItem as HTMLElement);
    await waitFor(() => expect(server.callsTo(mailApi.read)).toHaveLength(1));
    fireEvent.mouseLeave(freshItem as HTMLElement);
    fireEvent.mouseEnter(freshItem as HTMLElement);
    fireEvent.focus(freshItem as HTMLElement);
    await new Promise((resolve) => setTimeout(resolve, READ_AFTER_MS + 100));
    expect(server.callsTo(mailApi.read).map((call) => [call.params.id, call.body])).toEqual([['7', { is_read: true }]]);
    await waitFor(() => expect(screen.getAllByText('Не прочитано:')).toHaveLength(1));
  });

  it('clears the whole mailbox only after the student confirms', async () => {
    const { server, app } = openMail([[letter(1), letter(2)]]);
    await screen.findByText('Письмо 1');

    await app.user.click(screen.getByRole('button', { name: 'Очистить всё' }));
    await app.user.click(await screen.findByRole('button', { name: 'Нет' }));
    expect(server.callsTo(mailApi.clear)).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'Очистить всё' }));
    expect(await screen.findByText('Удалить все письма?')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(server.callsTo(mailApi.clear)).toHaveLength(1));
    expect(server.callsTo(mailApi.clear)[0]?.params.id).toBe(String(student.id));
  });

  it('shows the Russian text when the language has none, and "error" when the letter has no text at all', async () => {
    openMail([
      [
        letter(3, { template: { text: {} } }),
        letter(2, { template: { text: { 'ru-RU': 'Только по-русски' } } }),
        letter(1, { type_id: 2, character: { code: 'fox', title: { 'ru-RU': 'Лисёнок' }, image: '/fox.png' } }),
      ],
    ]);
    expect(await screen.findByText('Только по-русски')).toBeInTheDocument();
    expect(screen.getByText('error')).toBeInTheDocument();
    expect(screen.getByText('Лисёнок')).toBeInTheDocument();
  });
});
