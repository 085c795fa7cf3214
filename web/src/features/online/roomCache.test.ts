import { onlineApi } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../test/app-harness.tsx';
import { createTestQueryClient } from '../../test/render.tsx';
import { buildOnlineRoom } from './online.fixtures.ts';
import { acceptRoom, CURRENT_ROOM_KEY, type HeldRoom, heldRoom, leaveRoom, newerRoom } from './roomCache.ts';

describe('the room held on this device', () => {
  it('keeps the higher version when answers and events of one room cross', () => {
    const older = buildOnlineRoom({ version: 4 });
    const newer = buildOnlineRoom({ version: 5, status: 'starting' });
    expect(newerRoom(heldRoom(newer), older)?.online.room.version).toBe(5);
    expect(newerRoom(heldRoom(older), newer)?.online.room.version).toBe(5);
  });

  it('takes another room as it comes, and lets a room go once this person is no longer in it', () => {
    const first = heldRoom(buildOnlineRoom({ id: 'firstroom' }));
    expect(newerRoom(first, buildOnlineRoom({ id: 'otherroom' }))?.online.room.id).toBe('otherroom');
    expect(newerRoom(first, buildOnlineRoom({ id: 'firstroom', version: 2, mySeat: null }))).toBeNull();
    // A view of some other room one is not in changes nothing.
    expect(newerRoom(first, buildOnlineRoom({ id: 'thirdroom', mySeat: null }))).toBe(first);
  });

  it('counts the server clock ahead of this device from the room it came with', () => {
    const held = heldRoom(buildOnlineRoom({}, { server_now: Date.now() + 60_000 }));
    expect(held?.offsetMs).toBeGreaterThan(59_000);
    expect(held?.offsetMs).toBeLessThanOrEqual(60_000);
  });

  it('holds a watcher in the room too', () => {
    expect(heldRoom(buildOnlineRoom({ mySeat: null, watching: true }))).not.toBeNull();
  });

  it('does not put the person back in a room they left when an older event of it arrives late', async () => {
    const server = mockServer();
    const online = buildOnlineRoom({ id: 'leftroom1', version: 3 });
    server.on(onlineApi.command, buildOnlineRoom({ id: 'leftroom1', version: 5, mySeat: null, seats: [null, null] }));
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(CURRENT_ROOM_KEY, heldRoom(online));
    const leaving = leaveRoom(queryClient, 'leftroom1');
    // Sent before the leave reached the server, delivered while it is on its way and after it.
    acceptRoom(queryClient, buildOnlineRoom({ id: 'leftroom1', version: 4 }));
    await leaving;
    acceptRoom(queryClient, buildOnlineRoom({ id: 'leftroom1', version: 4 }));
    expect(queryClient.getQueryData(CURRENT_ROOM_KEY)).toBeNull();
    // Joining it again later (a newer version) holds it again.
    acceptRoom(queryClient, buildOnlineRoom({ id: 'leftroom1', version: 6 }));
    expect(queryClient.getQueryData<HeldRoom>(CURRENT_ROOM_KEY)?.online.room.version).toBe(6);
  });
});
