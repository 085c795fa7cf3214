import { channels } from '@umka/contracts/realtime';
import { describe, expect, it } from 'vitest';
import { publishTo } from './index.ts';

function recorder() {
  const published: Array<{ channel: string; event: string; data: unknown }> = [];
  return {
    published,
    realtime: {
      async publish(channel: string, event: string, data: unknown) {
        published.push({ channel, event, data });
      },
    },
  };
}

describe('publishTo', () => {
  it('publishes a payload that matches the event schema', async () => {
    const { realtime, published } = recorder();
    await publishTo(realtime, channels.likes(5), 'likes', 'accrual', { count: 1, subject_id: 2, balance: 9 });
    expect(published).toEqual([
      { channel: 'users.5.likes', event: 'accrual', data: { count: 1, subject_id: 2, balance: 9 } },
    ]);
  });

  it('strips fields the event schema does not declare', async () => {
    const { realtime, published } = recorder();
    const withSecret = { type: 'professionUpgraded', password_hash: 'argon2id$…' };
    await publishTo(realtime, channels.events(5), 'events', 'new', withSecret);
    expect(published[0]?.data).toEqual({ type: 'professionUpgraded' });
  });

  it('refuses a channel of another kind than declared', async () => {
    const { realtime, published } = recorder();
    await expect(
      publishTo(realtime, channels.events(5), 'likes', 'accrual', { count: 1, subject_id: 2, balance: 9 }),
    ).rejects.toThrow('"users.5.events" is not a likes channel');
    expect(published).toEqual([]);
  });

  it('refuses a payload that breaks the schema at run time', async () => {
    const { realtime, published } = recorder();
    const fromUntypedCode = JSON.parse('{"count":1.5,"subject_id":2,"balance":9}');
    await expect(publishTo(realtime, channels.likes(5), 'likes', 'accrual', fromUntypedCode)).rejects.toThrow();
    expect(published).toEqual([]);
  });

  it('rejects wrong events and payloads at compile time', () => {
    const { realtime } = recorder();
    const typeChecksOnly = () => {
      // @ts-expect-error likes channels carry no "create" event
      void publishTo(realtime, channels.likes(5), 'likes', 'create', { count: 1, subject_id: 2, balance: 9 });
      // @ts-expect-error an accrual needs a numeric count
      void publishTo(realtime, channels.likes(5), 'likes', 'accrual', { count: '1', subject_id: 2, balance: 9 });
    };
    expect(typeChecksOnly).toBeTypeOf('function');
  });
});
