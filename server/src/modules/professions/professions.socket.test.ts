import { PROFESSION_UPGRADED, ROLE, studentFieldActivitySchema } from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import pino from 'pino';
import { afterEach, expect, it } from 'vitest';
import { fakeDeps, Harness, inbox, subscribe } from '../../realtime/test-harness.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { buildFieldActivity } from '../../test/profession-factories.ts';
import { createLikesService } from '../likes/likes.service.ts';
import { createMailPort } from '../mail/mail.port.ts';
import { worldPort } from '../world/world.port.ts';
import { createProfessionsService } from './professions.service.ts';

const harness = new Harness();
afterEach(() => harness.close());

describeEachDatabase('profession upgrades over a real socket', (t) => {
  it("reaches the student's events channel once the likes that cross a threshold are committed", async () => {
    const activity = await buildFieldActivity(t.database.db);
    const student = await t.factories.buildStudent();
    dataOf(
      await t.api('POST', `/api/students/${student.id}/field-activity`, {
        token: student.token,
        body: { field_activity_id: activity.id },
      }),
      studentFieldActivitySchema,
    );

    const gateway = await harness.start(
      fakeDeps({
        authenticate: async (token) => (token === student.token ? { id: student.id, role_id: ROLE.student } : null),
      }),
    );
    const likes = createLikesService({
      database: t.database,
      realtime: gateway.realtime,
      clock: t.clock.now,
      logger: pino({ level: 'silent' }),
    });
    likes.onAccrued(
      createProfessionsService({
        database: t.database,
        realtime: gateway.realtime,
        clock: t.clock.now,
        mail: createMailPort({
          realtime: gateway.realtime,
          clock: t.clock.now,
          logger: pino({ level: 'silent' }),
          world: worldPort,
        }),
      }).levelUpAfter,
    );
    const socket = await harness.connected(gateway, student.token);
    expect(await subscribe(socket, channels.events(student.id))).toEqual({ ok: true });
    const messages = inbox(socket);

    const upgraded = messages.next(channels.events(student.id));
    await likes.accrue({ studentId: student.id, subjectId: 1, delta: 10, reason: 'test' });
    expect(await upgraded).toEqual({
      channel: channels.events(student.id),
      event: 'new',
      data: { type: PROFESSION_UPGRADED, data: { field_activity_id: activity.id, level: 2 } },
    });
  });
});
