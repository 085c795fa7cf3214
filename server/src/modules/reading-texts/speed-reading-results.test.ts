import { readingWords, trainerResultSchema } from '@umka/contracts';
import { rejectMessage, speedReadingRules, speedReadingSettings } from '@umka/games';
import { beforeAll, expect, it } from 'vitest';
import { insertReadingTexts } from '../../db/seed/reading/insert-reading-texts.ts';
import type { TestUser } from '../../test/factories.ts';
import { dataOf, describeEachDatabase, type TestContext } from '../../test/harness.ts';
import { catalogueTrainerId, openSession } from '../trainers/trainer-rounds.fixture.ts';

const CHOICE = { locale: 'en-US', level: 2, mode: 'rsvp', wpm: 150 };

const start = (t: TestContext, student: TestUser, trainerId: number, settings: object) =>
  openSession(t, student, trainerId, 2, settings);

describeEachDatabase('speed reading results', (t) => {
  let trainerId: number;

  beforeAll(async () => {
    await insertReadingTexts(t.database.db, new Date().toISOString());
    trainerId = await catalogueTrainerId(t, 'speedReading');
  });

  it('deals a text of the chosen level, scores the pace times the questions understood, and pays a like', async () => {
    const student = await t.factories.buildStudent({ subjects: [2] });
    const session = await start(t, student, trainerId, { ...CHOICE, text: { id: 1, title: 'Forged' } });
    const settings = speedReadingSettings.parse(session.settings);
    const tasks = speedReadingRules.generate(session.seed, settings);
    const readMs = Math.ceil((readingWords(settings.text.text).length * 60_000) / CHOICE.wpm);
    const answers = tasks.map((task, index) => ({
      index,
      answer: { pick: task.kind === 'question' && index > 0 ? task.answer : (index + 1) % 4, misses: 0 },
      ms: index === 0 ? readMs + 4000 : 4000,
    }));
    const playedMs = answers.reduce((sum, answer) => sum + answer.ms, 0);
    t.clock.advance(playedMs + 3000);

    const result = dataOf(
      await t.api('POST', `/api/trainers/sessions/${session.session_id}/result`, {
        token: student.token,
        body: { answers, elapsed_ms: playedMs },
      }),
      trainerResultSchema,
    );

    expect(settings.text.title).not.toBe('Forged');
    const rightFirst = tasks[0]?.kind === 'question' && tasks[0].answer === 1 % 4;
    const correct = tasks.length - 1 + (rightFirst ? 1 : 0);
    expect(result).toMatchObject({
      validate_status: 'ok',
      correct,
      total: tasks.length,
      score: Math.round((CHOICE.wpm * correct) / tasks.length),
    });
    expect(result.likes_earned).toBeGreaterThan(0);
  });

  it('refuses a round whose answers came faster than the text could be flashed', async () => {
    const student = await t.factories.buildStudent({ subjects: [2] });
    const session = await start(t, student, trainerId, CHOICE);
    const tasks = speedReadingRules.generate(session.seed, speedReadingSettings.parse(session.settings));
    const answers = tasks.map((task, index) => ({
      index,
      answer: { pick: task.kind === 'question' ? task.answer : 0, misses: 0 },
      ms: 900,
    }));
    t.clock.advance(60_000);

    const result = dataOf(
      await t.api('POST', `/api/trainers/sessions/${session.session_id}/result`, {
        token: student.token,
        body: { answers, elapsed_ms: 55_000 },
      }),
      trainerResultSchema,
    );

    expect(result).toMatchObject({ validate_status: 'rejected', validate_message: rejectMessage('too_fast') });
    expect(result.likes_earned).toBe(0);
  });
});
