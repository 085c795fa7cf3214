import { groupsApi, ROLE } from '@umka/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildUser, installFakeRealtime, mockServer, refuse, signIn } from '../test/app-harness.tsx';
import { ApiError, silentApi } from './api.ts';

const group = { id: 7, title: '3 «А»', subject_id: 1, teacher_id: 2, deleted_at: null, students_count: 4 };

describe('calling an endpoint of the contracts', () => {
  beforeEach(() => {
    installFakeRealtime();
    signIn(buildUser(ROLE.teacher));
  });

  it('fills the path from its parameters, sends the body and returns the checked answer', async () => {
    const server = mockServer();
    server.on(groupsApi.writeMessage, ({ params, body }) => ({
      group_id: Number(params.id),
      text: (body as { text: string }).text,
      updated_at: '2026-11-28T10:00:00.000Z',
    }));
    const message = await silentApi.call(groupsApi.writeMessage, { params: { id: 7 }, body: { text: 'Завтра тест' } });
    expect(message).toEqual({ group_id: 7, text: 'Завтра тест', updated_at: '2026-11-28T10:00:00.000Z' });
    expect(server.callsTo(groupsApi.writeMessage).map((call) => [call.method, call.path])).toEqual([
      ['POST', '/api/groups/7/message'],
    ]);
  });

  it('writes the query as the server reads it and leaves out what is not given', async () => {
    const server = mockServer();
    server.on(groupsApi.list, { items: [group], total: 1, page: 2, per_page: 20, last_page: 1 });
    await silentApi.call(groupsApi.list, { query: { page: 2, teacher_id: 2, deleted: '1' } });
    expect(server.calls[0]?.query.toString()).toBe('page=2&teacher_id=2&deleted=1');
  });

  it('refuses an answer that breaks the endpoint’s schema instead of handing it to the page', async () => {
    mockServer().on(groupsApi.restore, { ...group, id: 'seven' } as unknown as typeof group);
    const error = await silentApi.call(groupsApi.restore, { params: { id: 7 } }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('INTERNAL_ERROR');
  });

  it('turns the server’s refusal into an ApiError with its code', async () => {
    mockServer().on(groupsApi.remove, refuse(404, 'NOT_FOUND'));
    const error = await silentApi.call(groupsApi.remove, { params: { id: 7 } }).catch((reason: unknown) => reason);
    expect((error as ApiError).code).toBe('NOT_FOUND');
  });

  it('is held to the endpoint by the compiler: a wrong body, a missing parameter or a misread answer do not build', async () => {
    const server = mockServer();
    server.on(groupsApi.message, { group_id: 7, text: 'Привет', updated_at: null });
    const typeErrors = async () => {
      // @ts-expect-error the message is text
      await silentApi.call(groupsApi.writeMessage, { params: { id: 7 }, body: { text: 5 } });
      // @ts-expect-error the class's id is part of the path
      await silentApi.call(groupsApi.remove, {});
      // @ts-expect-error a list's query has no such flag
      await silentApi.call(groupsApi.list, { query: { archived: true } });
      // @ts-expect-error the filter is '0' or '1' on the wire
      await silentApi.call(groupsApi.list, { query: { deleted: true } });
      const message = await silentApi.call(groupsApi.message, { params: { id: 7 } });
      // @ts-expect-error the answer has no title
      return message.title;
    };
    expect(typeErrors).toBeInstanceOf(Function);
    const message = await silentApi.call(groupsApi.message, { params: { id: 7 } });
    expect(message.text).toBe('Привет');
  });
});
