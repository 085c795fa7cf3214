import {
  CRYSTAL_ACTIVE_HOURS,
  crystalBoughtSchema,
  type ErrorCode,
  homeworkAnswerSchema,
  studentCrystalSchema,
  studentCrystalsSchema,
  trainerSessionSchema,
} from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { collector, conservation, crystalId, giveCrystal, withAlbumsCatalogue } from '../../test/album-factories.ts';
import type { TestUser } from '../../test/factories.ts';
import { type ApiResponse, dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import {
  answerUrl,
  buildClassroom,
  createHomework,
  SUBJECT,
  sendMultipart,
  trainerRules,
} from '../homework/homework.fixture.ts';
import { rightAnswers, SUM_FLOOR_MS } from '../trainers/sum-rules.fixture.ts';
import { insertTestTrainer } from '../trainers/trainers.fixture.ts';

type Student = Awaited<ReturnType<typeof collector>>;
const HOUR_MS = 3_600_000;

/** Crystals: buying, using, the combo and the charge learning gives them (docs/ALBUMS.md "Crystals"). */
describeEachDatabase(
  'crystals',
  (t) => {
    beforeAll(async () => {
      await withAlbumsCatalogue(t.database.db);
    });

    const activeFor = (hours: number) => new Date(t.clock.now().getTime() + hours * HOUR_MS).toISOString();
    const list = (s: Student) =>
      t.api('GET', `/api/students/${s.id}/crystals?subject_id=${s.subjectId}`, { token: s.token });
    const buy = (s: Student, id: number) =>
      t.api('POST', `/api/students/${s.id}/crystals/${id}`, { token: s.token, body: { subject_id: s.subjectId } });
    const use = (s: Student, id: number) =>
      t.api('PATCH', `/api/students/${s.id}/crystals/${id}`, { token: s.token, body: { subject_id: s.subjectId } });
    const holdings = (studentId: number) =>
      t.database.db
        .selectFrom('crystal_students')
        .select(['crystal_id', 'count', 'charge', 'active_until'])
        .where('student_id', '=', studentId)
        .orderBy('crystal_id')
        .execute();
    async function expectRefusedUnchanged(s: Student, call: () => Promise<ApiResponse>, code: ErrorCode) {
      const before = { held: await conservation(t.database.db, s), crystals: await holdings(s.id) };
      const response = await call();
      expect(response.status, response.raw).toBeGreaterThanOrEqual(400);
      expect(errorOf(response).code).toBe(code);
      expect({ held: await conservation(t.database.db, s), crystals: await holdings(s.id) }).toEqual(before);
    }

    it('lists the four crystals in their order with what the student holds of them', async () => {
      const s = await collector(t, { open: false });
      await giveCrystal(t.database.db, s, 'trade', { count: 2, charge: 5 });
      const shown = dataOf(await list(s), studentCrystalsSchema);
      expect(shown.crystals.map((c) => [c.code, c.price, c.count, c.charge])).toEqual([
        ['legendary', 10, 0, 0],
        ['luck', 6, 0, 0],
        ['trade', 8, 2, 5],
        ['bargain', 6, 0, 0],
      ]);
      expect(shown.crystals[0]?.image).toBe('/art/crystals/legendary.svg');
      expect(shown.combo).toBe(false);
    });

    it('sells a copy for its price: the first starts uncharged, the next adds to the count', async () => {
      const s = await collector(t, { likes: 12, open: false });
      const luck = await crystalId(t.database.db, 'luck');
      const first = dataOf(await buy(s, luck), crystalBoughtSchema);
      expect(first).toMatchObject({ balance: 6, crystal: { id: luck, count: 1, charge: 0, active_until: null } });
      await t.database.db.updateTable('crystal_students').set({ charge: 4 }).where('student_id', '=', s.id).execute();
      const second = dataOf(await buy(s, luck), crystalBoughtSchema);
      expect(second).toMatchObject({ balance: 0, crystal: { count: 2, charge: 4 } });
      expect(await conservation(t.database.db, s)).toMatchObject({
        crystals: 2,
        crystalsLedger: 2,
        likes: 0,
        likesLedger: 0,
      });
      await expectRefusedUnchanged(s, () => buy(s, luck), 'NOT_ENOUGH_LIKES');
    });

    it('refuses a crystal that is not for sale, changing nothing', async () => {
      const s = await collector(t, { likes: 50, open: false });
      const bargain = await crystalId(t.database.db, 'bargain');
      await t.database.db.updateTable('crystals').set({ is_for_sale: false }).where('id', '=', bargain).execute();
      try {
        await expectRefusedUnchanged(s, () => buy(s, bargain), 'CRYSTAL_NOT_FOR_SALE');
      } finally {
        await t.database.db.updateTable('crystals').set({ is_for_sale: true }).where('id', '=', bargain).execute();
      }
    });

    it('uses a charged crystal: charge back to 0, active for 24 hours; luck and bargain make the combo', async () => {
      const s = await collector(t, { open: false });
      const luck = await giveCrystal(t.database.db, s, 'luck', { charge: 7 });
      const bargain = await giveCrystal(t.database.db, s, 'bargain', { charge: 7 });

      const used = dataOf(await use(s, luck), z.object({ crystal: studentCrystalSchema, combo: z.boolean() }));
      expect(used.crystal.charge).toBe(0);
      const lasts = Date.parse(used.crystal.active_until ?? '') - t.clock.now().getTime();
      expect(Math.abs(lasts - CRYSTAL_ACTIVE_HOURS * HOUR_MS)).toBeLessThan(5_000);
      expect(used.combo).toBe(false);
      const both = dataOf(await use(s, bargain), z.object({ crystal: studentCrystalSchema, combo: z.boolean() }));
      expect(both.combo).toBe(true);
      expect(dataOf(await list(s), studentCrystalsSchema).combo).toBe(true);

      // A day later (the token would not last that long, so the effect's end is moved instead of the clock).
      await t.database.db
        .updateTable('crystal_students')
        .set({ active_until: activeFor(-1) })
        .where('student_id', '=', s.id)
        .execute();
      const later = dataOf(await list(s), studentCrystalsSchema);
      expect(later.combo).toBe(false);
      expect(later.crystals.every((crystal) => crystal.active_until === null)).toBe(true);
    });

    it('refuses to use a crystal uncharged, not owned, already active, the legendary one, or a third', async () => {
      const s = await collector(t, { open: false });
      const luck = await giveCrystal(t.database.db, s, 'luck', { charge: 6 });
      await expectRefusedUnchanged(s, () => use(s, luck), 'CRYSTAL_NOT_CHARGED');
      await expectRefusedUnchanged(s, () => use(s, 999_999), 'NOT_FOUND');
      const trade = await crystalId(t.database.db, 'trade');
      await expectRefusedUnchanged(s, () => use(s, trade), 'CRYSTAL_NOT_OWNED');
      const legendary = await giveCrystal(t.database.db, s, 'legendary', { charge: 7 });
      await expectRefusedUnchanged(s, () => use(s, legendary), 'CRYSTAL_USED_BY_LEGENDARY');

      const busy = await collector(t, { open: false });
      await giveCrystal(t.database.db, busy, 'luck', { charge: 7, activeUntil: activeFor(3) });
      await giveCrystal(t.database.db, busy, 'bargain', { charge: 0, activeUntil: activeFor(3) });
      const third = await giveCrystal(t.database.db, busy, 'trade', { charge: 7 });
      await expectRefusedUnchanged(busy, () => use(busy, third), 'CRYSTALS_ACTIVE_LIMIT');
      await expectRefusedUnchanged(busy, () => use(busy, luck), 'CRYSTAL_ALREADY_ACTIVE');
    });

    it('charges every crystal of the subject by one per validated trainer round, up to 7', async () => {
      const s = await collector(t, { subjectId: SUBJECT, open: false });
      await giveCrystal(t.database.db, s, 'luck', { charge: 5 });
      await giveCrystal(t.database.db, s, 'trade', { charge: 7 });
      const trainerId = await insertTestTrainer(t.database.db, {
        component: `sum-crystals-${Date.now()}`,
        subjects: [SUBJECT],
      });
      const play = async (student: TestUser, honest: boolean) => {
        const started = await t.api('POST', `/api/trainers/${trainerId}/sessions`, {
          token: student.token,
          body: { subject_id: SUBJECT },
        });
        const session = dataOf(started, trainerSessionSchema);
        // A round answered faster than a person could is rejected, not validated.
        if (honest) t.clock.advance(5 * SUM_FLOOR_MS + 1000);
        const response = await t.api('POST', `/api/trainers/sessions/${session.session_id}/result`, {
          token: student.token,
          body: {
            answers: rightAnswers(session.seed, { count: 5, limitMs: null }, honest ? 500 : 1),
            elapsed_ms: 2600,
          },
        });
        expect(response.status, response.raw).toBe(201);
      };
      const charges = async () => (await holdings(s.id)).map((row) => row.charge);

      await play(s, false);
      expect(await charges()).toEqual([5, 7]);
      await play(s, true);
      expect(await charges()).toEqual([6, 7]);
      await play(s, true);
      await play(s, true);
      expect(await charges()).toEqual([7, 7]);
    });

    it('charges by two when the teacher accepts a homework answer, once', async () => {
      const room = await buildClassroom(t);
      const owner = { studentId: room.student.id, subjectId: SUBJECT };
      await giveCrystal(t.database.db, owner, 'luck', { charge: 1 });
      const task = await createHomework(t, room, { items: [{ type: 'task', text: 'Count the apples' }] });
      const answer = dataOf(
        await sendMultipart(t, answerUrl(task), room.student.token, [{ name: 'text', value: 'Seven' }]),
        homeworkAnswerSchema,
      );
      const review = (status: string) =>
        t.api('PATCH', `/api/homework-answers/${answer.id}`, { token: room.teacher.token, body: { status } });

      expect((await review('accepted')).status).toBe(200);
      expect((await holdings(room.student.id)).map((row) => row.charge)).toEqual([3]);
      expect((await review('accepted')).status).toBe(200);
      expect((await holdings(room.student.id)).map((row) => row.charge)).toEqual([3]);
    });

    it('charges once when two reviews accept the same answer at the same moment, the other told to look again', async () => {
      const room = await buildClassroom(t);
      const owner = { studentId: room.student.id, subjectId: SUBJECT };
      await giveCrystal(t.database.db, owner, 'luck', { charge: 0 });
      const task = await createHomework(t, room, { items: [{ type: 'task', text: 'Count the pears' }] });
      const answer = dataOf(
        await sendMultipart(t, answerUrl(task), room.student.token, [{ name: 'text', value: 'Nine' }]),
        homeworkAnswerSchema,
      );
      const accept = () =>
        t.api('PATCH', `/api/homework-answers/${answer.id}`, {
          token: room.teacher.token,
          body: { status: 'accepted' },
        });

      const statuses = (await Promise.all(Array.from({ length: 6 }, accept))).map((response) => response.status);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
      expect((await holdings(room.student.id)).map((row) => row.charge)).toEqual([2]);
    });
  },
  { trainerRules },
);
