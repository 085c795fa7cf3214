import type { HelpSignal, HelpSignalFacts, HelpSignalHandled, helpSignalHandleSchema } from '@umka/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { invalidField } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { GroupsPort } from '../groups/groups.port.ts';
import type { HomeworkPort } from '../homework/homework.port.ts';
import type { TrainersPort } from '../trainers/trainers.port.ts';
import {
  dayOf,
  failedStreak,
  inactivity,
  overdueDays,
  overdueWindowStart,
  type RulePoint,
  type RuleRound,
  scoreDrop,
} from './help-signal-rules.ts';
import { assertCoachesClass } from './help-signals.policy.ts';
import { classRoster, handledKey, handledKeys, insertHandled } from './help-signals.repo.ts';

type HandleBody = z.output<typeof helpSignalHandleSchema>;

export interface HelpSignalsService {
  /** The class's open signals (those not marked handled), student by student in the class list's order. */
  listOfGroup(actor: AuthUser, groupId: number): Promise<HelpSignal[]>;
  /** Marks a signal the class shows now handled; marking it again answers the mark already kept. */
  handle(actor: AuthUser, groupId: number, body: HandleBody): Promise<HelpSignalHandled>;
}

const NO_FACTS: HelpSignalFacts = {
  count: null,
  days: null,
  drop_percent: null,
  recent_mean: null,
  previous_mean: null,
  trainer_id: null,
  trainer_title: null,
  homework_id: null,
  homework_title: null,
  last_active_on: null,
};

export function createHelpSignalsService(deps: {
  database: Database;
  clock: Clock;
  audit: AuditLog;
  groups: Pick<GroupsPort, 'findGroup'>;
  trainers: Pick<TrainersPort, 'keptRoundsOfStudents' | 'listTrainers'>;
  homework: Pick<HomeworkPort, 'classHomeworkStanding'>;
}): HelpSignalsService {
  const { database } = deps;
  const { db } = database;

  /**
   * Every signal of the class, handled ones too, from a handful of bounded reads whatever the class's size: the
   * roster, the kept rounds of its students, the homework due in the window with its progress, the catalogue.
   */
  async function signalsOf(groupId: number, subjectId: number): Promise<HelpSignal[]> {
    const now = deps.clock();
    const roster = await classRoster(db, groupId);
    const ids = roster.map((student) => student.id);
    const kept = await deps.trainers.keptRoundsOfStudents(database, ids);
    const standing = await deps.homework.classHomeworkStanding(db, groupId, roster, {
      from: overdueWindowStart(now),
      today: dayOf(now),
    });
    const titles = new Map(
      (await deps.trainers.listTrainers(db)).map((row) => [
        row.id,
        { 'ru-RU': row.title_ru, 'en-US': row.title_en, 'uk-UA': row.title_uk },
      ]),
    );

    const signals: HelpSignal[] = [];
    for (const student of roster) {
      const own = kept.filter((entry) => entry.student_id === student.id);
      const push = (rule: HelpSignal['rule'], fingerprint: string, facts: Partial<HelpSignalFacts>) =>
        signals.push({
          student_id: student.id,
          student_name: student.name,
          rule,
          fingerprint,
          facts: { ...NO_FACTS, ...facts },
        });
      const inSubject = own.filter((entry) => entry.subject_id === subjectId);
      for (const entry of inSubject) {
        const trainer = { trainer_id: entry.trainer_id, trainer_title: titles.get(entry.trainer_id) ?? null };
        const streak = failedStreak(entry.recent satisfies RuleRound[], now);
        if (streak)
          push('failed_streak', `t${entry.trainer_id}:r${streak.first_id}`, { ...trainer, count: streak.count });
      }
      for (const entry of inSubject) {
        const drop = scoreDrop(entry.trend satisfies RulePoint[], now);
        if (!drop) continue;
        const { baseline_id, ...numbers } = drop;
        push('score_drop', `t${entry.trainer_id}:r${baseline_id}`, {
          trainer_id: entry.trainer_id,
          trainer_title: titles.get(entry.trainer_id) ?? null,
          ...numbers,
        });
      }
      for (const late of standing.overdue.filter((item) => item.student_id === student.id)) {
        const days = overdueDays(late.due_on, now);
        if (days === null) continue;
        push('homework_overdue', `h${late.homework_id}`, {
          days,
          homework_id: late.homework_id,
          homework_title: late.title,
        });
      }
      const activity = [
        ...own.flatMap((entry) => entry.recent.map((round) => round.created_at)),
        standing.lastAnswerAt.get(student.id),
      ].filter((at) => at !== undefined);
      const lastActiveAt = activity.reduce<string | null>((max, at) => (max === null || at > max ? at : max), null);
      const idle = inactivity(lastActiveAt, student.joined_on, now);
      if (idle) {
        push('inactive', `d${idle.last_active_on ?? `joined-${student.joined_on}`}`, {
          days: idle.days,
          last_active_on: idle.last_active_on,
        });
      }
    }
    return signals;
  }

  return {
    async listOfGroup(actor, groupId) {
      const group = assertCoachesClass(actor, await deps.groups.findGroup(db, groupId));
      const signals = await signalsOf(group.id, group.subject_id);
      const handled = await handledKeys(db, group.id);
      return signals.filter((signal) => !handled.has(handledKey(signal.student_id, signal.rule, signal.fingerprint)));
    },

    async handle(actor, groupId, body) {
      const group = assertCoachesClass(actor, await deps.groups.findGroup(db, groupId));
      const signal = (await signalsOf(group.id, group.subject_id)).find(
        (item) =>
          item.student_id === body.student_id && item.rule === body.rule && item.fingerprint === body.fingerprint,
      );
      if (!signal) throw invalidField('fingerprint', 'HELP_SIGNAL_NOT_CURRENT');
      const mark = {
        group_id: group.id,
        student_id: signal.student_id,
        rule: signal.rule,
        fingerprint: signal.fingerprint,
        handled_by: actor.id,
        handled_at: deps.clock().toISOString(),
      };
      await database.transaction(async (trx) => {
        if (!(await insertHandled(trx, mark))) return;
        await deps.audit.record(trx, {
          user_id: actor.id,
          action: 'help-signals.handle',
          target_type: 'help-signals',
          target_id: signal.student_id,
          meta: {
            before: null,
            after: { group_id: group.id, rule: signal.rule, fingerprint: signal.fingerprint, facts: signal.facts },
          },
        });
      });
      return {
        student_id: mark.student_id,
        rule: mark.rule,
        fingerprint: mark.fingerprint,
        handled_at: mark.handled_at,
      };
    },
  };
}
