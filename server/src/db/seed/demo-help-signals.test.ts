import { type HelpSignal, helpSignalSchema } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { type DemoSession, withDemoData } from '../../test/demo-data.ts';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import { FAILED_SCHULTE_ROUNDS } from './demo-help-signals.ts';

const classesSchema = z.array(z.object({ id: z.number(), title: z.string() }));

describeEachDatabase('the demo "needs help" signals', (t) => {
  const demo = withDemoData(t);
  let teacher: DemoSession;
  let byClass: Map<string, HelpSignal[]>;
  const idOf = async (email: string) => (await demo.logIn(email)).id;

  beforeAll(async () => {
    teacher = await demo.logIn('teacher@example.com');
    const classes = dataOf(
      await t.api('GET', `/api/teachers/${teacher.id}/groups`, { token: teacher.token }),
      classesSchema,
    );
    byClass = new Map();
    for (const group of classes) {
      const response = await t.api('GET', `/api/groups/${group.id}/help-signals`, { token: teacher.token });
      byClass.set(group.title, dataOf(response, z.array(helpSignalSchema)));
    }
  });

  it('shows the teacher Петя’s run of failed Schulte rounds in 3 «А»', async () => {
    const petya = await idOf('student3@example.com');
    const signals = (byClass.get('3 «А»') ?? []).filter((signal) => signal.student_id === petya);
    expect(signals.map((signal) => [signal.rule, signal.facts.count, signal.facts.trainer_title?.['ru-RU']])).toEqual([
      ['failed_streak', FAILED_SCHULTE_ROUNDS, 'Таблица Шульте'],
    ]);
  });

  it('shows Даша’s unanswered past homework in «Соробан» as overdue', async () => {
    const dasha = await idOf('student4@example.com');
    const signals = (byClass.get('Соробан') ?? []).filter((signal) => signal.student_id === dasha);
    expect(signals.map((signal) => [signal.rule, signal.facts.homework_title, signal.facts.days])).toEqual([
      ['homework_overdue', 'Числа на соробане', 5],
    ]);
  });

  it('raises nothing about Миша, whose history is healthy, in any of her classes', async () => {
    const misha = await idOf('student@example.com');
    const about = [...byClass.values()].flat().filter((signal) => signal.student_id === misha);
    expect(about).toEqual([]);
    expect(byClass.size).toBeGreaterThanOrEqual(3);
  });
});
