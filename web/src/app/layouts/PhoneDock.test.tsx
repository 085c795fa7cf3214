import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatApi, mailApi, newsApi, phoneApi, ROLE, type UnreadCounts } from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import { describe, expect, it, vi } from 'vitest';
import { buildConversation, buildMessage, student, teacher } from '../../features/chat/chat.fixtures.tsx';
import { math } from '../../features/news/news.fixtures.tsx';
import { AuthProvider } from '../../lib/auth.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { SubjectProvider } from '../../lib/subject.tsx';
import { buildMe, chooseSubject, installFakeRealtime, mockServer, ok, signIn } from '../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../test/render.tsx';
import { RealtimeBridge } from '../RealtimeBridge.tsx';
import { StudentPhone, TeacherPhone } from './PhoneDock.tsx';

vi.mock('../../lib/notify.ts', () => ({
  notifySuccess: vi.fn(),
  notifyError: vi.fn(),
  notifyLoginRequired: vi.fn(),
}));

const counts = (overrides: Partial<UnreadCounts> = {}): UnreadCounts => ({
  chat: 0,
  mail: 0,
  news: 0,
  required_news_id: null,
  latest_news: null,
  ...overrides,
});

function renderPhone(user: typeof student, answers: UnreadCounts[], phone: React.ReactNode) {
  const realtime = installFakeRealtime();
  signIn(user);
  chooseSubject(math);
  const server = mockServer({ 'GET /api/me': ok(buildMe(user, user.role_id === ROLE.student ? [math] : [])) });
  const left = [...answers];
  server.on(phoneApi.unread, () => (left.length > 1 ? left.shift() : left[0]) as UnreadCounts);
  renderWithProviders(
    <AuthProvider>
      <SubjectProvider>
        <RealtimeBridge />
        {phone}
      </SubjectProvider>
    </AuthProvider>,
  );
  return { server, realtime };
}

describe('the phone on every page', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('counts a student’s unread chat, mail and news from one answer, without loading any of their lists', async () => {
    const { server } = renderPhone(student, [counts({ chat: 2, mail: 1, news: 3 })], <StudentPhone />);

    expect(await screen.findByRole('button', { name: 'Открыть телефон: 6 непрочитанных' })).toBeInTheDocument();
    expect(server.callsTo(phoneApi.unread)[0]?.query.get('subjectId')).toBe(String(math.id));
    expect(server.callsTo(chatApi.conversations)).toHaveLength(0);
    expect(server.callsTo(mailApi.list)).toHaveLength(0);
    expect(server.callsTo(newsApi.ofStudent)).toHaveLength(0);
  });

  it('asks for the counts again when a message comes in, so the badge grows at once', async () => {
    const { realtime } = renderPhone(student, [counts(), counts({ chat: 1 })], <StudentPhone />);
    await screen.findByRole('button', { name: 'Открыть телефон' });

    realtime.emit(channels.chats(student.id), 'newMessage', buildMessage(7, { is_read: false }));

    expect(await screen.findByRole('button', { name: 'Открыть телефон: 1 непрочитанное' })).toBeInTheDocument();
  });

  it('names the sender in the notice of a message that comes while the phone is closed', async () => {
    const { server, realtime } = renderPhone(student, [counts(), counts({ chat: 1 })], <StudentPhone />);
    server.on(chatApi.conversations, { conversations: [buildConversation({ unread: 1 })] });
    await screen.findByRole('button', { name: 'Открыть телефон' });

    realtime.emit(channels.chats(student.id), 'newMessage', buildMessage(8, { is_read: false }));

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(`Новое сообщение: ${teacher.name}`));
  });

  it('gives a teacher a phone with the chat alone, its badge from the same answer', async () => {
    renderPhone(teacher, [counts({ chat: 4 })], <TeacherPhone />);
    await userEvent.click(await screen.findByRole('button', { name: 'Открыть телефон: 4 непрочитанных' }));

    expect(await screen.findByRole('tab', { name: /Чат/ })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Почта|Новости|Рейтинг/ })).not.toBeInTheDocument();
  });
});
