import { Notifications } from '@mantine/notifications';
import { type ChatMessage, type Conversation, chatApi, ROLE } from '@umka/contracts';
import { RealtimeBridge } from '../../app/RealtimeBridge.tsx';
import { AuthProvider } from '../../lib/auth.tsx';
import { SubjectProvider } from '../../lib/subject.tsx';
import { buildMe, buildUser, installFakeRealtime, mockServer, ok, signIn } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { ChatPanel } from './ChatPanel.tsx';

/** Test data of the chat: a student (id 3) and their teacher (id 2). */
export const student = buildUser(ROLE.student);
export const teacher = buildUser(ROLE.teacher);

export function buildConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    user_id: teacher.id,
    name: teacher.name,
    avatar: null,
    role_id: ROLE.teacher,
    last_message: null,
    unread: 0,
    chat_block: null,
    ...overrides,
  };
}

export function buildMessage(id: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    from_id: teacher.id,
    to_id: student.id,
    text: `Сообщение ${id}`,
    is_read: true,
    created_at: `2026-11-20T10:${String(id % 60).padStart(2, '0')}:00.000Z`,
    client_key: `key-of-message-${id}`,
    ...overrides,
  };
}

/**
 * The student's phone panel in a 360×560 box, with the given contacts (an empty thread unless told otherwise), beside
 * the app's realtime bridge as on every page.
 */
export function renderStudentPanel(
  conversations: Conversation[],
  /** Answers to add before the first render (what the panel calls as it mounts). */
  prepare: (server: ReturnType<typeof mockServer>) => void = () => undefined,
) {
  const realtime = installFakeRealtime();
  signIn(student);
  const server = mockServer({ 'GET /api/me': ok(buildMe(student)) });
  server.on(chatApi.conversations, { conversations });
  server.on(chatApi.messages, { messages: [], has_more: false });
  server.on(chatApi.markRead, { read: 0 });
  prepare(server);
  const view = renderWithProviders(
    <AuthProvider>
      <SubjectProvider>
        <RealtimeBridge />
        <Notifications />
        <div style={{ width: 360, height: 560 }}>
          <ChatPanel />
        </div>
      </SubjectProvider>
    </AuthProvider>,
  );
  return { server, realtime, ...view };
}
