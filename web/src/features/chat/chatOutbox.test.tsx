import { screen, waitFor } from '@testing-library/react';
import { chatApi } from '@umka/contracts';
import { describe, expect, it, vi } from 'vitest';

describe('the chat outbox after a reload', () => {
  it('sends once, with the same key, the message that was waiting when the page was reloaded', async () => {
    sessionStorage.setItem(
      'umka.chat.outbox',
      JSON.stringify([
        {
          client_key: 'kept-across-reload-1',
          from_id: 3,
          to_id: 2,
          text: 'Написал без сети',
          created_at: '2026-11-20T10:00:00.000Z',
          state: 'sending',
        },
      ]),
    );
    // The queue is read when its module loads, as it is when the page loads.
    vi.resetModules();
    const { buildConversation, buildMessage, renderStudentPanel, student } = await import('./chat.fixtures.tsx');
    const { server } = renderStudentPanel([buildConversation()], (fake) =>
      fake.on(chatApi.send, (request) => {
        const body = request.body as { text: string; client_key: string };
        return buildMessage(50, { from_id: student.id, to_id: 2, text: body.text, client_key: body.client_key });
      }),
    );
    await waitFor(() => expect(server.callsTo(chatApi.send)).toHaveLength(1));
    expect(server.callsTo(chatApi.send)[0]?.body).toEqual({
      to_id: 2,
      text: 'Написал без сети',
      client_key: 'kept-across-reload-1',
    });
    await waitFor(() => expect(sessionStorage.getItem('umka.chat.outbox')).toBe('[]'));
    expect(await screen.findByRole('list', { name: 'Собеседники' })).toBeInTheDocument();
    expect(server.callsTo(chatApi.send)).toHaveLength(1);
  });
});
