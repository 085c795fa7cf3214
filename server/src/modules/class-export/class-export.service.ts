import {
  CLASS_EXPORT_SECTIONS,
  type ClassExportFormat,
  type ClassExportQuery,
  type ClassExportSection,
  classExportFileName,
  DEFAULT_LOCALE,
  type Homework,
  isLocale,
  type Locale,
  monthOf,
} from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { assertCurrent } from '../groups/groups.policy.ts';
import type { GroupsPort } from '../groups/groups.port.ts';
import type { HomeworkPort } from '../homework/homework.port.ts';
import { progressKey } from '../homework/homework.progress.ts';
import type { HomeworkService } from '../homework/homework.service.ts';
import { assertExportsClass } from './class-export.policy.ts';
import { toCsv } from './class-export.render.ts';
import { diaryRows, teacherLocale, trainerTitles, trainerTotals } from './class-export.repo.ts';
import {
  diaryTable,
  type ExportStudent,
  type ExportTable,
  homeworkTable,
  trainersTable,
} from './class-export.tables.ts';

export interface ExportFile {
  format: ClassExportFormat;
  /** The name the browser saves it under (class title, section of a CSV, period). */
  fileName: string;
  bytes: Buffer;
}

export interface ClassExportService {
  download(actor: AuthUser, groupId: number, query: ClassExportQuery): Promise<ExportFile>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

interface Period {
  from: string;
  to: string;
}

export function createClassExportService(deps: {
  database: Database;
  clock: Clock;
  groups: Pick<GroupsPort, 'findGroup' | 'listGroupStudents'>;
  /** The class's homework as its teacher reads it, and each student's progress by the homework module's own rules. */
  homework: Pick<HomeworkService, 'listOfClass'>;
  homeworkProgress: Pick<HomeworkPort, 'progressOf'>;
}): ClassExportService {
  const { database } = deps;
  const { db } = database;
  const today = () => deps.clock().toISOString().slice(0, 10);

  async function trainers(
    locale: Locale,
    subjectId: number,
    students: readonly ExportStudent[],
    period: Period,
  ): Promise<ExportTable> {
    const titles = await trainerTitles(db);
    const totals = await trainerTotals(db, {
      studentIds: students.map((student) => student.id),
      trainerIds: titles.map((trainer) => trainer.id),
      subjectId,
      since: `${period.from}T00:00:00.000Z`,
      until: new Date(Date.parse(`${period.to}T00:00:00Z`) + DAY_MS).toISOString(),
    });
    return trainersTable(locale, students, titles, totals);
  }

  /** Published homework whose days touch the period: given before it ends and due after it starts. */
  async function homework(
    actor: AuthUser,
    locale: Locale,
    groupId: number,
    students: readonly ExportStudent[],
    period: Period,
  ): Promise<ExportTable> {
    const inPeriod = (await deps.homework.listOfClass(actor, groupId)).filter(
      (entry) => entry.published && entry.given_on <= period.to && entry.due_on >= period.from,
    );
    inPeriod.sort((a, b) => a.due_on.localeCompare(b.due_on) || a.id - b.id);
    const table = await deps.homeworkProgress.progressOf(
      database,
      inPeriod,
      students.map((student) => student.id),
    );
    const progress = (studentId: number, entry: Homework) =>
      entry.items.flatMap((item) => table.get(progressKey(studentId, item.id)) ?? []);
    return homeworkTable(locale, students, inPeriod, progress, today());
  }

  async function diary(
    locale: Locale,
    groupId: number,
    students: readonly ExportStudent[],
    period: Period,
  ): Promise<ExportTable> {
    const rows = await diaryRows(db, {
      groupId,
      studentIds: students.map((student) => student.id),
      from: period.from,
      to: period.to,
    });
    return diaryTable(locale, students, rows);
  }

  return {
    async download(actor, groupId, query) {
      const group = assertCurrent(await deps.groups.findGroup(db, groupId));
      assertExportsClass(actor, group);
      const period = query.from && query.to ? { from: query.from, to: query.to } : monthOf(today());
      const stored = await teacherLocale(db, actor.id);
      const locale = isLocale(stored) ? stored : DEFAULT_LOCALE;
      const students = await deps.groups.listGroupStudents(db, groupId);
      const build = (section: ClassExportSection): Promise<ExportTable> => {
        if (section === 'trainers') return trainers(locale, group.subject_id, students, period);
        if (section === 'homework') return homework(actor, locale, groupId, students, period);
        return diary(locale, groupId, students, period);
      };
      const fileName = classExportFileName({
        title: group.title,
        ...period,
        format: query.format,
        section: query.section,
        locale,
      });
      if (query.format === 'csv') {
        const text = toCsv(await build(query.section), locale);
        return { format: 'csv', fileName, bytes: Buffer.from(text, 'utf8') };
      }
      const tables = await Promise.all(CLASS_EXPORT_SECTIONS.map(build));
      // The spreadsheet writer loads with the first XLSX a process makes, not at every start.
      const { toXlsx } = await import('./class-export.xlsx.ts');
      return { format: 'xlsx', fileName, bytes: await toXlsx(tables, locale) };
    },
  };
}
