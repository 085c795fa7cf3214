import { randomInt } from 'node:crypto';
import {
  type CreateOnlineRoom,
  isLocale,
  isOnlineGame,
  type JoinOnlineRoom,
  type Locale,
  likesStillNeeded,
  type OnlineGameId,
  type OnlineGames,
  type OnlineGamesQuery,
  type OnlineInvitee,
  type OnlineInvites,
  type OnlineQueueRequest,
  type OnlineRecord,
  type OnlineRoom,
  type OnlineRoomCommand,
  ROLE,
  TRAINER_TYPE_WINS,
  type Trainer,
} from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import { createRoom, isLobby, type RoomBotLevel, type RoomEvent, type RoomWatcher, roomEventFor } from '@umka/games';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { publishToUser, type Realtime } from '../../realtime/index.ts';
import type { GroupsPort } from '../groups/groups.port.ts';
import type { LikesPort } from '../likes/likes.port.ts';
import { toTrainer } from '../trainers/trainer-mapper.ts';
import { assertMayUseSubject, assertOnlineOpen, assertTrainerInSubject } from '../trainers/trainers.policy.ts';
import type { TrainersPort } from '../trainers/trainers.port.ts';
import { assertHost, assertInRoom } from './online.policy.ts';
import { countStandings, findPeople, findWins, type OnlinePerson } from './online.repo.ts';
import type { RoomRunner } from './room-runner.ts';
import { peopleOf, type RoomRecord, type RoomStore } from './room-store.ts';
import { botNameFor, type RoomViews } from './room-views.ts';

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const randomKey = (length: number) =>
  Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
const newSeed = () => randomInt(1, 2 ** 31 - 1);

/** A picnic room for friends seats four unless the host says fewer; a quick game is one against one. */
const DEFAULT_PICNIC_SEATS = 4;

/** Wins before a player meets (and a bot plays) at the next level. */
export function playerLevel(wins: number): RoomBotLevel {
  if (wins < 5) return 1;
  return wins < 20 ? 2 : 3;
}

/** How a person is shown in a room: the first name and the family name's initial, as a class calls them. */
export const seatName = (person: Pick<OnlinePerson, 'first_name' | 'last_name'>) =>
  person.last_name ? `${person.first_name} ${person.last_name.slice(0, 1)}.` : person.first_name;

const INVITE_TEXT: Record<Locale, (name: string, game: string) => string> = {
  'ru-RU': (name, game) => `${name} зовёт тебя сыграть в «${game}»`,
  'en-US': (name, game) => `${name} invites you to play ${game}`,
  'uk-UA': (name, game) => `${name} кличе тебе зіграти в «${game}»`,
};

export interface OnlineServiceDeps {
  database: Database;
  store: RoomStore;
  runner: RoomRunner;
  views: RoomViews;
  realtime: Pick<Realtime, 'publishToUser'>;
  trainers: Pick<TrainersPort, 'findTrainer' | 'listTrainers' | 'activeSubjectIds'>;
  likes: Pick<LikesPort, 'findEarned'>;
  groups: Pick<GroupsPort, 'listSubjectClassmates'>;
  teachesSubject(teacherId: number, subjectId: number): Promise<boolean>;
  now: () => number;
}

export function createOnlineService(deps: OnlineServiceDeps) {
  const { database, store, runner } = deps;
  const { toView } = deps.views;
  const { db, dialect } = database;

  async function person(userId: number): Promise<OnlinePerson> {
    const [found] = await findPeople(db, [userId]);
    if (!found) throw new AppError('UNAUTHENTICATED');
    return found;
  }

  const watcherOf = (found: OnlinePerson): RoomWatcher => ({ userId: found.id, name: seatName(found) });

  /** The online game a room may be opened for in the subject, with the caller allowed to play it there. */
  async function playableGame(actor: AuthUser, trainerId: number, subjectId: number): Promise<Trainer> {
    const row = await deps.trainers.findTrainer(db, trainerId);
    const trainer = row ? toTrainer(dialect, row) : null;
    if (!trainer || trainer.type_id !== TRAINER_TYPE_WINS || !isOnlineGame(trainer.component)) {
      throw new AppError('NOT_FOUND');
    }
    await assertMaySubject(actor, subjectId);
    assertTrainerInSubject(trainer.subjects, subjectId);
    return trainer;
  }

  async function assertMaySubject(actor: AuthUser, subjectId: number): Promise<void> {
    if (actor.role_id === ROLE.teacher) {
      if (!(await deps.teachesSubject(actor.id, subjectId))) throw new AppError('SUBJECT_NOT_ALLOWED');
      return;
    }
    assertMayUseSubject(actor, subjectId, await deps.trainers.activeSubjectIds(db, actor.id));
    assertOnlineOpen(actor, await deps.likes.findEarned(db, actor.id, subjectId));
  }

  /** One room at a time: opening or joining another leaves the current one (a game in it is forfeited). */
  async function leaveCurrent(userId: number, except?: string): Promise<void> {
    const current = await store.roomOf(userId);
    if (current === null || current === except) return;
    try {
      await runner.apply(current, () => ({ type: 'leave', userId }));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }

  async function loadRoom(roomId: string): Promise<RoomRecord> {
    const record = await store.load(roomId);
    if (!record) throw new AppError('ROOM_NOT_FOUND');
    return record;
  }

  async function openRoom(
    actor: AuthUser,
    trainer: Trainer,
    subjectId: number,
    options: { seats: number; as: 'player' | 'watcher'; quick: boolean; level: RoomBotLevel },
  ): Promise<RoomRecord> {
    const host = await person(actor.id);
    await leaveCurrent(actor.id);
    const step = createRoom(
      {
        id: randomKey(16),
        game: trainer.component as OnlineGameId,
        host: watcherOf(host),
        hostAs: options.as,
        seats: options.seats,
        inviteKey: randomKey(10),
        seed: newSeed(),
      },
      deps.now(),
    );
    return runner.open(step, {
      trainerId: trainer.id,
      subjectId,
      quick: options.quick,
      level: options.level,
      locale: isLocale(host.locale) ? host.locale : 'ru-RU',
    });
  }

  async function levelOf(actor: AuthUser, trainerId: number, subjectId: number): Promise<RoomBotLevel> {
    if (actor.role_id !== ROLE.student) return 3;
    return playerLevel(await findWins(db, { studentId: actor.id, trainerId, subjectId }));
  }

  return {
    async games(actor: AuthUser, query: OnlineGamesQuery): Promise<OnlineGames> {
      if (actor.role_id === ROLE.teacher) {
        if (!(await deps.teachesSubject(actor.id, query.subjectId))) throw new AppError('SUBJECT_NOT_ALLOWED');
      } else {
        assertMayUseSubject(actor, query.subjectId, await deps.trainers.activeSubjectIds(db, actor.id));
      }
      const games = (await deps.trainers.listTrainers(db))
        .map((row) => toTrainer(dialect, row))
        .filter(
          (game) =>
            game.type_id === TRAINER_TYPE_WINS &&
            isOnlineGame(game.component) &&
            game.subjects.includes(query.subjectId),
        );
      const counts = actor.role_id === ROLE.student ? await countStandings(db, actor.id, query.subjectId) : [];
      const recordOf = (trainerId: number): OnlineRecord => {
        const of = (standing: 'won' | 'draw' | 'lost') =>
          counts.find((row) => row.trainer_id === trainerId && row.standing === standing)?.games ?? 0;
        return { wins: of('won'), draws: of('draw'), losses: of('lost') };
      };
      const earned = actor.role_id === ROLE.student ? await deps.likes.findEarned(db, actor.id, query.subjectId) : 0;
      return {
        games: games.map((game) => ({
          trainer_id: game.id,
          component: game.component as OnlineGameId,
          title: game.title,
          icon: game.icon,
          record: recordOf(game.id),
        })),
        likes_needed: actor.role_id === ROLE.student ? likesStillNeeded('online', earned) : 0,
      };
    },

    async current(actor: AuthUser): Promise<{ room: OnlineRoom | null }> {
      const roomId = await store.roomOf(actor.id);
      const record = roomId === null ? null : await store.load(roomId);
      return { room: record ? toView(record, actor.id) : null };
    },

    async create(actor: AuthUser, body: CreateOnlineRoom): Promise<OnlineRoom> {
      const trainer = await playableGame(actor, body.trainer_id, body.subject_id);
      const as = body.as ?? 'player';
      if (as === 'watcher' && actor.role_id !== ROLE.teacher) throw invalidField('as', 'FIELD_INVALID');
      const connect4 = trainer.component === 'connect4';
      if (connect4 && body.seats !== undefined && body.seats !== 2) throw invalidField('seats', 'FIELD_INVALID');
      const seats = connect4 ? 2 : (body.seats ?? DEFAULT_PICNIC_SEATS);
      const level = await levelOf(actor, trainer.id, body.subject_id);
      const record = await openRoom(actor, trainer, body.subject_id, { seats, as, quick: false, level });
      return toView(record, actor.id);
    },

    async queue(actor: AuthUser, body: OnlineQueueRequest): Promise<OnlineRoom> {
      const trainer = await playableGame(actor, body.trainer_id, body.subject_id);
      const level = await levelOf(actor, trainer.id, body.subject_id);
      const me = watcherOf(await person(actor.id));
      await leaveCurrent(actor.id);
      for (const roomId of await store.openQuickRooms(trainer.id, body.subject_id, level)) {
        try {
          await runner.apply(roomId, () => ({ type: 'join', userId: me.userId, name: me.name, as: 'player' }));
          const ready = await runner.apply(roomId, () => ({ type: 'ready', userId: me.userId }));
          return toView(ready, actor.id);
        } catch (error) {
          // Taken by someone quicker, or gone: try the next one.
          if (!(error instanceof AppError)) throw error;
        }
      }
      const record = await openRoom(actor, trainer, body.subject_id, { seats: 2, as: 'player', quick: true, level });
      const ready = await runner.apply(record.room.id, () => ({ type: 'ready', userId: me.userId }));
      return toView(ready, actor.id);
    },

    async join(actor: AuthUser, body: JoinOnlineRoom): Promise<OnlineRoom> {
      const roomId = await store.findByInvite(body.invite_key);
      const record = roomId === null ? null : await store.load(roomId);
      if (!record) throw new AppError('ROOM_NOT_FOUND');
      await assertMaySubject(actor, record.subjectId);
      const as = body.as ?? 'player';
      if (as === 'watcher' && actor.role_id !== ROLE.teacher) throw invalidField('as', 'FIELD_INVALID');
      if (peopleOf(record).includes(actor.id)) return toView(record, actor.id);
      const me = watcherOf(await person(actor.id));
      await leaveCurrent(actor.id, record.room.id);
      const joined = await runner.apply(record.room.id, () => ({ type: 'join', userId: me.userId, name: me.name, as }));
      return toView(joined, actor.id);
    },

    async room(actor: AuthUser, roomId: string): Promise<OnlineRoom> {
      const record = await loadRoom(roomId);
      assertInRoom(record.room, actor.id);
      return toView(record, actor.id);
    },

    async command(actor: AuthUser, roomId: string, command: OnlineRoomCommand): Promise<OnlineRoom> {
      const record = await loadRoom(roomId);
      assertInRoom(record.room, actor.id);
      const me: RoomWatcher = { userId: actor.id, name: '' };
      const eventOf = (current: RoomRecord): RoomEvent => {
        if (command.type !== 'bot') return roomEventFor(command, me, newSeed());
        assertHost(current.room, actor.id);
        return { type: 'botJoin', name: botNameFor(current), level: current.level };
      };
      return toView(await runner.apply(roomId, eventOf, record), actor.id);
    },

    async invitees(actor: AuthUser, roomId: string): Promise<{ items: OnlineInvitee[] }> {
      const record = await loadRoom(roomId);
      assertInRoom(record.room, actor.id);
      const inRoom = new Set(record.room.seats.map((seat) => seat?.userId));
      const classmates = await deps.groups.listSubjectClassmates(db, actor.id, actor.role_id, record.subjectId);
      return { items: classmates.filter((classmate) => !inRoom.has(classmate.id)) };
    },

    async invite(actor: AuthUser, roomId: string, body: OnlineInvites): Promise<{ sent: number }> {
      const record = await loadRoom(roomId);
      assertInRoom(record.room, actor.id);
      if (!isLobby(record.room.status)) throw new AppError('ROOM_ALREADY_STARTED');
      const allowed = new Set(
        (await deps.groups.listSubjectClassmates(db, actor.id, actor.role_id, record.subjectId)).map((each) => each.id),
      );
      const invited = [...new Set(body.user_ids)].filter((userId) => allowed.has(userId));
      if (invited.length === 0) throw new AppError('FORBIDDEN');
      const from = await person(actor.id);
      const trainerRow = await deps.trainers.findTrainer(db, record.trainerId);
      if (!trainerRow) throw new AppError('ROOM_NOT_FOUND');
      const title = toTrainer(dialect, trainerRow).title;
      const name = seatName(from);
      const message = {
        'ru-RU': INVITE_TEXT['ru-RU'](name, title['ru-RU']),
        'en-US': INVITE_TEXT['en-US'](name, title['en-US']),
        'uk-UA': INVITE_TEXT['uk-UA'](name, title['uk-UA']),
      };
      await Promise.all(
        invited.map((userId) =>
          publishToUser(deps.realtime, userId, channels.invites(), 'invites', 'online.invite', {
            message,
            trainer_id: record.trainerId,
            component: record.room.game,
            from_id: actor.id,
            invite_key: record.room.inviteKey,
          }),
        ),
      );
      return { sent: invited.length };
    },

    /** A player's connection dropped or came back: the room keeps their seat for the grace period. */
    async presence(userId: number, online: boolean): Promise<void> {
      const roomId = await store.roomOf(userId);
      if (roomId === null) return;
      try {
        await runner.apply(roomId, () => ({ type: online ? 'reconnect' : 'disconnect', userId }));
      } catch (error) {
        // Already marked, or not a player (a watcher comes and goes freely).
        if (!(error instanceof AppError)) throw error;
      }
    },
  };
}

export type OnlineService = ReturnType<typeof createOnlineService>;
