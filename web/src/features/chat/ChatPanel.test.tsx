import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_CLIENT_KEY_PATTERN, chatApi, ROLE } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { refuse } from '../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS } from '../../test/render.tsx';
import { buildConversation, buildMessage, renderStudentPanel, student, teacher } from './chat.fixtures.tsx';

const other = buildConversation({
  user_id: 7,
  name: 'Олег Петрович',
  role_id: ROLE.teacher,
  last_message: { text: 'До завтра!', from_id: student.id, created_at: '2026-11-19T09:00:00.000Z' },
});

async function openThread(name: string) {
  const list = await screen.findByRole('list', { name: 'Собеседники' });
  await userEvent.click(within(list).getByRole('button', { name: new RegExp(name) }));
  return screen.findByRole('log', { name: `Переписка: ${name}` });
}

describe('the chat panel', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('lists the contacts with their last message, unread badge and block mark', async () => {
    renderStudentPanel([
      buildConversation({
        unread: 2,
        last_message: { text: 'Не забудь домашку', from_id: teacher.id, created_at: '2026-11-20T10:00:00.000Z' },
        chat_block: { id: 4 },
      }),
      other,
    ]);
    const list = await screen.findByRole('list', { name: 'Собеседники' });
    const [first, second] = within(list).getAllByRole('button');
    expect(first).toHaveTextContent('Татьяна Учителева');
    expect(first).toHaveTextContent('Не забудь домашку');
    expect(within(first as HTMLElement).getByLabelText('2 непрочитанных сообщения')).toHaveTextContent('2');
    expect(within(first as HTMLElement).getByRole('img', { name: 'Переписка ограничена' })).toBeInTheDocument();
    expect(second).toHaveTextContent('Ты: До завтра!');
  });

  it('greets an empty thread kindly and marks an unread one read when it opens', async () => {
    const { server } = renderStudentPanel([buildConversation({ unread: 1 })]);
    const log = await openThread(teacher.name);
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getByText('Здесь пока нет сообщений')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo(chatApi.markRead)).toHaveLength(1));
    expect(server.callsTo(chatApi.markRead)[0]?.params).toEqual({ id: String(student.id), to: String(teacher.id) });
    await userEvent.click(screen.getByRole('button', { name: 'Назад к собеседникам' }));
    expect(await screen.findByRole('list', { name: 'Собеседники' })).not.toHaveTextContent('непрочитан');
  });

  it('sends a message with a client key on Enter and shows it on the right side of the thread', async () => {
    const { server } = renderStudentPanel([buildConversation()]);
    server.on(chatApi.send, (request) => {
      const body = request.body as { text: string; client_key: string };
      return buildMessage(30, {
        from_id: student.id,
        to_id: teacher.id,
        text: body.text,
        client_key: body.client_key,
        is_read: false,
      });
    });
    const log = await openThread(teacher.name);
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Сообщение' }),
      'Здравствуйте!{Shift>}{Enter}{/Shift}Я сделал{Enter}',
    );
    expect(await within(log).findByRole('img', { name: 'Отправлено' })).toBeInTheDocument();
    const [sent] = server.callsTo(chatApi.send);
    const body = sent?.body as { to_id: number; text: string; client_key: string };
    expect(body.to_id).toBe(teacher.id);
    expect(body.text).toBe('Здравствуйте!\nЯ сделал');
    expect(body.client_key).toMatch(CHAT_CLIENT_KEY_PATTERN);
    expect(log).toHaveTextContent('Здравствуйте! Я сделал');
    expect(
      within(log)
        .getByText(/Здравствуйте!/)
        .closest('div'),
    ).toHaveStyle({ alignSelf: 'flex-end' });
    expect(screen.getByRole('textbox', { name: 'Сообщение' })).toHaveValue('');
  });

  it('keeps a message sent without network pending and sends it once, with the same key, when the network is back', async () => {
    const { server } = renderStudentPanel([other]);
    let online = false;
    server.on(chatApi.send, (request) => {
      if (!online) throw new TypeError('Failed to fetch');
      const body = request.body as { text: string; client_key: string };
      return buildMessage(31, {
        from_id: student.id,
        to_id: other.user_id,
        text: body.text,
        client_key: body.client_key,
        is_read: false,
      });
    });
    const log = await openThread(other.name);
    await userEvent.type(screen.getByRole('textbox', { name: 'Сообщение' }), 'Я опоздаю{Enter}');
    expect(await within(log).findByRole('img', { name: 'Ждёт отправки' })).toBeInTheDocument();
    expect(log).toHaveTextContent('Я опоздаю');
    expect(JSON.parse(sessionStorage.getItem('umka.chat.outbox') ?? '[]')).toMatchObject([{ text: 'Я опоздаю' }]);

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
      window.dispatchEvent(new Event('online'));
    });
    expect(await within(log).findByRole('img', { name: 'Отправлено' })).toBeInTheDocument();
    const keys = server.callsTo(chatApi.send).map((call) => (call.body as { client_key: string }).client_key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(within(log).getAllByText('Я опоздаю')).toHaveLength(1);
    expect(within(log).queryByRole('img', { name: 'Ждёт отправки' })).not.toBeInTheDocument();
  });

  it('tells about a refused send and keeps the text with a retry', async () => {
    const { server } = renderStudentPanel([buildConversation({ user_id: 8, name: 'Вера Ивановна' })]);
    server.on(chatApi.send, refuse(500, 'INTERNAL_ERROR'));
    const log = await openThread('Вера Ивановна');
    await userEvent.type(screen.getByRole('textbox', { name: 'Сообщение' }), 'Вопрос{Enter}');
    expect(await screen.findByText('Ошибка отправки сообщения')).toBeInTheDocument();
    expect(log).toHaveTextContent('Вопрос');
    server.on(chatApi.send, (request) =>
      buildMessage(32, {
        from_id: student.id,
        to_id: 8,
        text: 'Вопрос',
        is_read: false,
        client_key: (request.body as { client_key: string }).client_key,
      }),
    );
    await userEvent.click(within(log).getByRole('button', { name: 'Отправить ещё раз' }));
    expect(await within(log).findByRole('img', { name: 'Отправлено' })).toBeInTheDocument();
    const keys = server.callsTo(chatApi.send).map((call) => (call.body as { client_key: string }).client_key);
    expect(new Set(keys).size).toBe(1);
  });

  it('loads older messages when the thread is scrolled to the top', async () => {
    const { server } = renderStudentPanel([buildConversation()]);
    const newest = Array.from({ length: 50 }, (_, index) => buildMessage(100 + index));
    server.on(chatApi.messages, (request) =>
      request.query.get('before_id') === '100'
        ? { messages: [buildMessage(60, { text: 'Самое первое' })], has_more: false }
        : { messages: newest, has_more: true },
    );
    const log = await openThread(teacher.name);
    expect(await within(log).findByText('Сообщение 149')).toBeInTheDocument();
    expect(within(log).queryByText('Самое первое')).not.toBeInTheDocument();
    fireEvent.scroll(log, { target: { scrollTop: 0 } });
    expect(await within(log).findByText('Самое первое')).toBeInTheDocument();
    expect(server.callsTo(chatApi.messages).map((call) => call.query.get('before_id'))).toEqual([null, '100']);
    expect(log.textContent?.indexOf('Самое первое')).toBeLessThan(log.textContent?.indexOf('Сообщение 100') ?? 0);
    expect(within(log).queryByRole('button', { name: 'Показать более ранние' })).not.toBeInTheDocument();
  });

  it('turns the tick of the student’s own message into “read” when the teacher reads it', async () => {
    const { server, realtime } = renderStudentPanel([buildConversation()]);
    server.on(chatApi.messages, {
      messages: [buildMessage(40, { from_id: student.id, to_id: teacher.id, text: 'Я решил!', is_read: false })],
      has_more: false,
    });
    const log = await openThread(teacher.name);
    expect(await within(log).findByRole('img', { name: 'Отправлено' })).toBeInTheDocument();

    act(() =>
      realtime.emit(`users.${student.id}.chats`, 'read', { reader_id: teacher.id, other_id: student.id, read: 1 }),
    );

    expect(await within(log).findByRole('img', { name: 'Прочитано' })).toBeInTheDocument();
    expect(within(log).queryByRole('img', { name: 'Отправлено' })).not.toBeInTheDocument();
  });

  it('explains to a blocked student why they cannot write instead of offering the composer', async () => {
    renderStudentPanel([buildConversation({ chat_block: { id: 4 } })]);
    await openThread(teacher.name);
    expect(screen.getByText('Писать пока нельзя')).toBeInTheDocument();
    expect(screen.getByText(/Татьяна Учителева ограничил\(а\) переписку с тобой/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Сообщение' })).not.toBeInTheDocument();
  });

  it('reloads the contacts when a teacher blocks the student, and then shows why writing stopped', async () => {
    const { server, realtime } = renderStudentPanel([buildConversation()]);
    await openThread(teacher.name);
    expect(screen.getByRole('textbox', { name: 'Сообщение' })).toBeInTheDocument();
    server.on(chatApi.conversations, { conversations: [buildConversation({ chat_block: { id: 4 } })] });
    act(() => realtime.emit(`users.${student.id}.events`, 'new', { type: 'chatBlocked', data: { teacher_id: 2 } }));
    expect(await screen.findByText('Писать пока нельзя')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Сообщение' })).not.toBeInTheDocument();
  });
});
