import { act, screen, waitFor, within } from '@testing-library/react';
import { chatApi, ROLE } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { buildMe, installFakeRealtime, mockServer, ok, refuse, renderApp, signIn } from '../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS } from '../../test/render.tsx';
import { buildConversation, buildMessage, student, teacher } from './chat.fixtures.tsx';

const sasha = buildConversation({ user_id: student.id, name: student.name, role_id: ROLE.student });
const block = { id: 9, teacher_id: teacher.id, student_id: student.id, created_at: '2026-11-20T10:00:00.000Z' };

function openTeacherChat() {
  const realtime = installFakeRealtime();
  signIn(teacher);
  const server = mockServer({ 'GET /api/me': ok(buildMe(teacher)) });
  server.on(chatApi.conversations, { conversations: [sasha] });
  server.on(chatApi.messages, { messages: [], has_more: false });
  server.on(chatApi.markRead, { read: 0 });
  server.on(chatApi.blocks, { blocks: [] });
  return { server, realtime, ...renderApp('/teacher/chat') };
}

async function openConversation(user: ReturnType<typeof openTeacherChat>['user']) {
  const list = await screen.findByRole('list', { name: 'Собеседники' });
  await user.click(within(list).getByRole('button', { name: new RegExp(student.name) }));
  await screen.findByRole('log', { name: `Переписка: ${student.name}` });
}

describe("the teacher's chat page", { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('is in the teacher menu and joins the chat channel on login', async () => {
    const { realtime } = openTeacherChat();
    expect(await screen.findByRole('heading', { level: 1, name: 'Чат' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Чат' })).toHaveAttribute('href', '/teacher/chat');
    expect(await screen.findByText('Выберите собеседника слева')).toBeInTheDocument();
    expect(await screen.findByText('Никто не заблокирован.')).toBeInTheDocument();
    expect(realtime.subscribe.mock.calls.map(([channel]) => channel)).toContain(`users.${teacher.id}.chats`);
  });

  it('blocks a student from the conversation menu only after confirmation', async () => {
    const { server, user } = openTeacherChat();
    server.on(chatApi.block, block);
    await openConversation(user);
    await user.click(screen.getByRole('button', { name: 'Действия с перепиской' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Заблокировать' }));
    const dialog = await screen.findByRole('dialog', { name: 'Заблокировать пользователя?' });
    await user.click(within(dialog).getByRole('button', { name: 'Нет' }));
    expect(server.callsTo(chatApi.block)).toHaveLength(0);

    server.on(chatApi.conversations, { conversations: [{ ...sasha, chat_block: { id: block.id } }] });
    server.on(chatApi.blocks, { blocks: [{ ...block, student_name: student.name }] });
    await user.click(screen.getByRole('button', { name: 'Действия с перепиской' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Заблокировать' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Заблокировать пользователя?' })).getByRole('button', {
        name: 'Да',
      }),
    );
    await waitFor(() =>
      expect(server.callsTo(chatApi.block).map((call) => call.body)).toEqual([{ student_id: student.id }]),
    );
    expect(await screen.findByRole('button', { name: `Разблокировать: ${student.name}` })).toBeInTheDocument();
  });

  it('unblocks from the blocks list and tells when it could not', async () => {
    const { server, user } = openTeacherChat();
    server.on(chatApi.blocks, { blocks: [{ ...block, student_name: student.name }] });
    server.on(chatApi.unblock, refuse(500, 'INTERNAL_ERROR'));
    await user.click(await screen.findByRole('button', { name: `Разблокировать: ${student.name}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Разблокировать пользователя?' })).getByRole('button', {
        name: 'Да',
      }),
    );
    expect(await screen.findByText('Не удалось разблокировать')).toBeInTheDocument();
    expect(server.callsTo(chatApi.unblock)[0]?.params).toEqual({ id: String(block.id) });
  });

  it("shows a new message from a student with the sender's name and counts it unread while the thread is closed", async () => {
    const { realtime } = openTeacherChat();
    const list = await screen.findByRole('list', { name: 'Собеседники' });
    const message = buildMessage(40, { from_id: student.id, to_id: teacher.id, text: 'Я сделал!', is_read: false });
    act(() => realtime.emit(`users.${teacher.id}.chats`, 'newMessage', message));
    expect(await screen.findByText(`Новое сообщение: ${student.name}`)).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: new RegExp(student.name) })).toHaveTextContent('Я сделал!');
    expect(within(list).getByLabelText('1 непрочитанное сообщение')).toBeInTheDocument();
  });

  it("marks a parent's conversation with whose parent they are, and lets the teacher block a parent too", async () => {
    const { server, user } = openTeacherChat();
    const mum = buildConversation({
      user_id: 40,
      name: 'Ирина Петрова',
      role_id: ROLE.parent,
      parent_of: [{ id: student.id, name: student.name }],
    });
    server.on(chatApi.conversations, { conversations: [sasha, mum] });
    server.on(chatApi.block, { ...block, student_id: mum.user_id });
    const list = await screen.findByRole('list', { name: 'Собеседники' });
    const entry = await within(list).findByRole('button', { name: /Ирина Петрова/ });
    expect(entry).toHaveTextContent(`родитель: ${student.name}`);
    const [studentEntry] = within(list)
      .getAllByRole('button')
      .filter((button) => button !== entry);
    expect(studentEntry).toHaveTextContent(student.name);
    expect(studentEntry).not.toHaveTextContent('родитель');
    await user.click(entry);
    const header = await screen.findByRole('heading', { level: 2, name: 'Ирина Петрова' });
    expect(header.parentElement).toHaveTextContent(`родитель: ${student.name}`);
    await user.click(screen.getByRole('button', { name: 'Действия с перепиской' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Заблокировать' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Заблокировать пользователя?' })).getByRole('button', {
        name: 'Да',
      }),
    );
    await waitFor(() => expect(server.callsTo(chatApi.block).map((call) => call.body)).toEqual([{ student_id: 40 }]));
  });

  it('puts a message arriving in the open thread at its end and reads it without a notice', async () => {
    const { server, realtime, user } = openTeacherChat();
    await openConversation(user);
    const message = buildMessage(41, { from_id: student.id, to_id: teacher.id, text: 'Ещё вопрос', is_read: false });
    act(() => realtime.emit(`users.${teacher.id}.chats`, 'newMessage', message));
    const log = screen.getByRole('log', { name: `Переписка: ${student.name}` });
    expect(await within(log).findByText('Ещё вопрос')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo(chatApi.markRead)).toHaveLength(1));
    expect(screen.queryByText(`Новое сообщение: ${student.name}`)).not.toBeInTheDocument();
  });
});
