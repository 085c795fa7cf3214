import { Notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Conversation, chatApi, ROLE } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../../lib/auth.tsx';
import { buildMe, buildUser, installFakeRealtime, mockServer, ok, signIn } from '../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../test/render.tsx';
import { buildConversation, buildMessage, teacher } from './chat.fixtures.tsx';
import { ParentChatPage } from './ParentChatPage.tsx';

const parent = buildUser(ROLE.parent);

function renderParentChat(conversations: Conversation[]) {
  const realtime = installFakeRealtime();
  signIn(parent);
  const server = mockServer({ 'GET /api/me': ok(buildMe(parent)) });
  server.on(chatApi.conversations, { conversations });
  server.on(chatApi.messages, {
    messages: [buildMessage(5, { from_id: teacher.id, to_id: parent.id, text: 'Миша молодец!', is_read: false })],
    has_more: false,
  });
  server.on(chatApi.markRead, { read: 1 });
  const view = renderWithProviders(
    <AuthProvider>
      <Notifications />
      <ParentChatPage />
    </AuthProvider>,
  );
  return { server, realtime, ...view };
}

describe("a parent's chat page", { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('says kindly that no teacher has opened the chat to parents yet', async () => {
    const { server } = renderParentChat([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Чат с учителями' })).toBeInTheDocument();
    expect(await screen.findByText('Учитель ещё не открыл чат для родителей')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Собеседники' })).not.toBeInTheDocument();
    expect(server.callsTo(chatApi.conversations)[0]?.params).toEqual({ id: String(parent.id) });
  });

  it("lists the children's teachers with their unread counts, opens one and sends a message", async () => {
    const { server } = renderParentChat([
      buildConversation({
        unread: 1,
        last_message: { text: 'Миша молодец!', from_id: teacher.id, created_at: '2026-11-20T10:05:00.000Z' },
      }),
    ]);
    server.on(chatApi.send, (request) => {
      const body = request.body as { text: string; client_key: string };
      return buildMessage(6, { from_id: parent.id, to_id: teacher.id, text: body.text, client_key: body.client_key });
    });
    const list = await screen.findByRole('list', { name: 'Собеседники' });
    const entry = within(list).getByRole('button', { name: new RegExp(teacher.name) });
    expect(within(entry).getByLabelText('1 непрочитанное сообщение')).toHaveTextContent('1');
    expect(screen.getByText('Выберите учителя слева')).toBeInTheDocument();

    await userEvent.click(entry);
    const log = await screen.findByRole('log', { name: `Переписка: ${teacher.name}` });
    expect(within(log).getByText('Миша молодец!')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Сообщение' }), 'Спасибо!{Enter}');
    expect(await within(log).findByText('Спасибо!')).toBeInTheDocument();
    expect(server.callsTo(chatApi.send).map((call) => (call.body as { to_id: number }).to_id)).toEqual([teacher.id]);
    expect(server.callsTo(chatApi.markRead)[0]?.params).toEqual({ id: String(parent.id), to: String(teacher.id) });
  });

  it('tells a parent the teacher has paused the chat instead of offering to write', async () => {
    renderParentChat([buildConversation({ chat_block: { id: 3 } })]);
    const list = await screen.findByRole('list', { name: 'Собеседники' });
    await userEvent.click(within(list).getByRole('button', { name: new RegExp(teacher.name) }));
    expect(await screen.findByText(/ограничил\(а\) переписку с вами/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Сообщение' })).not.toBeInTheDocument();
  });
});
