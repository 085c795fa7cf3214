import { onlineGamesSchema, onlineInviteesSchema, onlineRatingSchema } from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import { ROOM_GRACE_MS } from '@umka/games';
import { beforeAll, expect, it } from 'vitest';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import {
  classmates,
  command,
  createRoom,
  drop,
  join,
  ONLINE_SUBJECT,
  onlineGames,
  passTime,
  player,
  playToWin,
  roomOf,
  startedConnectFour,
  turnOf,
} from './online.fixture.ts';

describeEachDatabase('online rooms', (t) => {
  let games: { connect4: number; picnic: number };
  beforeAll(async () => {
    games = await onlineGames(t);
  });

  it('lists the subject’s online games with the student’s record, and keeps them locked below 10 likes', async () => {
    const newcomer = await t.factories.buildStudent({ subjects: [ONLINE_SUBJECT], likes: { [ONLINE_SUBJECT]: 4 } });
    const list = dataOf(
      await t.api('GET', `/api/online/games?subjectId=${ONLINE_SUBJECT}`, { token: newcomer.token }),
      onlineGamesSchema,
    );
    expect(list.games.map((game) => game.component).sort()).toEqual(['connect4', 'picnic']);
    expect(list.likes_needed).toBe(6);
    const refused = await t.api('POST', '/api/online/rooms', {
      token: newcomer.token,
      body: { trainer_id: games.connect4, subject_id: ONLINE_SUBJECT },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'ONLINE_LOCKED' });
  });

  it('invites a classmate, who joins by the link, and both play connect four to a win that the rating shows', async () => {
    const { a, b } = await classmates(t);
    const created = await createRoom(t, a, games.connect4);
    expect(created.room.status).toBe('waitingForOpponent');

    const invitees = dataOf(
      await t.api('GET', `/api/online/rooms/${created.room.id}/invitees`, { token: a.token }),
      onlineInviteesSchema,
    );
    expect(invitees.items.map((each) => each.id)).toEqual([b.id]);
    const sent = await t.api('POST', `/api/online/rooms/${created.room.id}/invites`, {
      token: a.token,
      body: { user_ids: [b.id] },
    });
    expect(sent.status).toBe(200);
    const invite = t.published.find((message) => message.to === b.id && message.event === 'online.invite');
    expect(invite).toMatchObject({
      channel: channels.invites(),
      data: { trainer_id: games.connect4, component: 'connect4', invite_key: created.room.inviteKey },
    });

    await join(t, b, created.room.inviteKey);
    await command(t, a, created.room.id, { type: 'ready' });
    await command(t, b, created.room.id, { type: 'ready' });
    const started = await passTime(t, created.room.id, 3_000, a);
    expect(started.room.status).toBe('inGame');
    expect(turnOf(started)).toBe(0);

    const finished = await playToWin(t, created.room.id, a, b);
    expect(finished.room.status).toBe('result');
    expect(finished.room.result?.standings).toEqual(['won', 'lost']);

    const rating = dataOf(
      await t.api('GET', `/api/ratings/online?subjectId=${ONLINE_SUBJECT}&trainer_id=${games.connect4}`, {
        token: b.token,
      }),
      onlineRatingSchema,
    );
    expect(rating.rating?.items.find((item) => item.student_id === a.id)?.value).toBe(1);
    const record = dataOf(
      await t.api('GET', `/api/online/games?subjectId=${ONLINE_SUBJECT}`, { token: b.token }),
      onlineGamesSchema,
    );
    expect(record.games.find((game) => game.component === 'connect4')?.record).toEqual({
      wins: 0,
      draws: 0,
      losses: 1,
    });
    // A win against a person earns the rule's 3 likes, announced on the winner's channel.
    expect(t.published).toContainEqual(
      expect.objectContaining({ channel: channels.likes(a.id), data: expect.objectContaining({ count: 3 }) }),
    );
  });

  it('sends every change of the room to each player as their own view', async () => {
    const { a, b } = await classmates(t);
    const started = await startedConnectFour(t, a, b, games.connect4);
    const before = t.published.length;
    await drop(t, a, started.room.id, 3);
    const views = t.published.slice(before).filter((message) => message.event === 'room');
    expect(views.map((message) => message.channel).sort()).toEqual(
      [channels.onlineUser(a.id), channels.onlineUser(b.id)].sort(),
    );
    const own = views.find((message) => message.channel === channels.onlineUser(b.id))?.data;
    expect(own).toMatchObject({ room: { mySeat: 1, version: started.room.version + 1 } });
  });

  it('refuses a move out of turn, a move in someone else’s room and a move in a finished game', async () => {
    const { a, b } = await classmates(t);
    const stranger = await player(t);
    const started = await startedConnectFour(t, a, b, games.connect4);
    const roomId = started.room.id;

    const outOfTurn = await drop(t, b, roomId, 2);
    expect(outOfTurn.status).toBe(409);
    expect(outOfTurn.body).toMatchObject({ code: 'ROOM_NOT_YOUR_TURN' });
    const intruder = await drop(t, stranger, roomId, 2);
    expect(intruder.status).toBe(403);
    const illegal = await command(t, a, roomId, { type: 'move', move: { column: 9 } });
    expect(illegal.status).toBe(409);
    expect(illegal.body).toMatchObject({ code: 'ROOM_ILLEGAL_MOVE' });

    await playToWin(t, roomId, a, b);
    const late = await drop(t, b, roomId, 5);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'ROOM_GAME_OVER' });
  });

  it('keeps a dropped player’s game through the grace period, and forfeits it after', async () => {
    const { a, b } = await classmates(t);
    const started = await startedConnectFour(t, a, b, games.connect4);
    const roomId = started.room.id;
    // b's turn: a dropped connection pauses b's move clock, so only the grace period counts.
    await drop(t, a, roomId, 3);

    await t.services.online.presence(b.id, false);
    let room = await passTime(t, roomId, ROOM_GRACE_MS - 1_000, a);
    expect(room.room.status).toBe('inGame');
    expect(room.room.seats[1]?.connected).toBe(false);
    await t.services.online.presence(b.id, true);
    room = await passTime(t, roomId, 5_000, a);
    expect(room.room.status).toBe('inGame');
    expect(room.room.seats[1]?.connected).toBe(true);

    await t.services.online.presence(b.id, false);
    room = await passTime(t, roomId, ROOM_GRACE_MS + 1_000, a);
    expect(room.room.status).toBe('result');
    expect(room.room.result?.standings).toEqual(['won', 'lost']);
    expect(room.room.result?.forfeits).toEqual([{ seat: 1, reason: 'disconnected' }]);
  });

  it('gives a student alone in the quick queue a bot that plays, and a rematch', async () => {
    const alone = await player(t);
    const queued = roomOf(
      await t.api('POST', '/api/online/queue', {
        token: alone.token,
        body: { trainer_id: games.connect4, subject_id: ONLINE_SUBJECT },
      }),
    );
    expect(queued.quick).toBe(true);
    expect(queued.bot_joins_at).not.toBeNull();
    const roomId = queued.room.id;

    const withBot = await passTime(t, roomId, 15_000, alone);
    expect(withBot.room.seats[1]?.bot).not.toBeNull();
    expect(['Робик', 'Кнопка', 'Пиксель']).toContain(withBot.room.seats[1]?.name);
    let room = await passTime(t, roomId, 3_000, alone);
    expect(room.room.status).toBe('inGame');

    // The student plays the first free column of the top-left; the bot answers from the server.
    for (let moves = 0; moves < 42 && room.room.status === 'inGame'; moves++) {
      if (turnOf(room) === 0) {
        const state = room.room.play as { columns: number[][] };
        const column = state.columns.findIndex((discs) => discs.length < 6);
        room = roomOf(await drop(t, alone, roomId, column));
      } else {
        room = await passTime(t, roomId, 2_500, alone);
      }
    }
    expect(room.room.status).toBe('result');

    const asked = roomOf(await command(t, alone, roomId, { type: 'rematch' }));
    expect(asked.room.status).toBe('starting');
    expect(asked.room.seats.map((seat) => seat?.bot !== null)).toEqual([true, false]);
  });

  it('seats two students of the same level who ask for a quick game in one room', async () => {
    const [first, second] = [await player(t), await player(t)];
    const body = { trainer_id: games.picnic, subject_id: ONLINE_SUBJECT };
    const one = roomOf(await t.api('POST', '/api/online/queue', { token: first.token, body }));
    const two = roomOf(await t.api('POST', '/api/online/queue', { token: second.token, body }));
    expect(two.room.id).toBe(one.room.id);
    expect(two.room.status).toBe('starting');
    expect(two.bot_joins_at).toBeNull();
  });

  it('lets a teacher open a room to watch, and refuses a student who asks to', async () => {
    const { a, b, teacher } = await classmates(t);
    const watched = await createRoom(t, teacher, games.picnic, { as: 'watcher', seats: 2 });
    expect(watched.room.watching).toBe(true);
    await join(t, a, watched.room.inviteKey);
    const full = await join(t, b, watched.room.inviteKey);
    expect(full.room.seats.filter((seat) => seat !== null)).toHaveLength(2);

    const refused = await t.api('POST', '/api/online/rooms', {
      token: a.token,
      body: { trainer_id: games.picnic, subject_id: ONLINE_SUBJECT, as: 'watcher' },
    });
    expect(refused.status).toBe(422);
  });

  it('answers an unknown invite key with a clear error', async () => {
    const someone = await player(t);
    const response = await t.api('POST', '/api/online/rooms/join', {
      token: someone.token,
      body: { invite_key: 'NoSuchRoom1' },
    });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: 'ROOM_NOT_FOUND' });
  });
});
