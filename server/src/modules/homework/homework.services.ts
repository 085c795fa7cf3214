import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AlbumsPort } from '../albums/albums.port.ts';
import type { FilesPort } from '../files/files.port.ts';
import type { FilesService } from '../files/files.service.ts';
import type { LibraryHomeworkReader } from '../library/library-homework.ts';
import type { MailPort } from '../mail/mail.port.ts';
import type { TeachersPort } from '../teachers/teachers.port.ts';
import type { TrainersService } from '../trainers/trainers.service.ts';
import { createHomeworkItems } from './homework.items.ts';
import { createHomeworkService } from './homework.service.ts';
import { createHomeworkAnswersService } from './homework-answers.service.ts';
import { createHomeworkCourseCopies } from './homework-course-copies.ts';
import { createHomeworkMaterialsService } from './homework-materials.service.ts';
import { createHomeworkTemplatesService } from './homework-templates.service.ts';

/** The homework services share the item rules (validation against the trainers, writing with files). */
export function createHomeworkServices(deps: {
  database: Database;
  trainers: Pick<TrainersService, 'checkSettings' | 'startHomeworkSession'>;
  files: Pick<FilesService, 'keep' | 'forget'>;
  /** The stored files' rows: which a teacher may attach, and the answers' uploads recorded. */
  fileRows: Pick<FilesPort, 'attachableFileIds' | 'attachmentFileIds' | 'filesByIds' | 'insertFile'>;
  clock: Clock;
  /** An accepted answer charges the student's crystals of the class's subject. */
  crystals: Pick<AlbumsPort, 'chargeCrystals'>;
  /** A reviewed answer sends the student a letter. */
  mail: Pick<MailPort, 'deliverWithin' | 'announce'>;
  /** A course lesson's homework finished by an accepted answer finishes the lesson (issue [13]). */
  courseLessons: { answerAccepted(homeworkId: number, studentId: number): Promise<void> };
  /** Library material items: a template's materials are of the teacher's subjects; students read them through here. */
  teachers: Pick<TeachersPort, 'teacherSubjectIds'>;
  library: LibraryHomeworkReader;
}) {
  const { database, clock, fileRows } = deps;
  const items = createHomeworkItems({ database, trainers: deps.trainers, fileRows, teachers: deps.teachers });
  const homework = createHomeworkService({ database, items, trainers: deps.trainers, clock, library: deps.library });
  return {
    items,
    homework,
    answers: createHomeworkAnswersService({
      database,
      files: deps.files,
      fileRows,
      clock,
      crystals: deps.crystals,
      mail: deps.mail,
      courseLessons: deps.courseLessons,
    }),
    materials: createHomeworkMaterialsService({
      database,
      clock,
      library: deps.library,
      courseLessons: deps.courseLessons,
    }),
    courseCopies: createHomeworkCourseCopies({ database, items, clock, library: deps.library }),
    templates: createHomeworkTemplatesService({ database, items, homework, fileRows, clock }),
  };
}

export type HomeworkServices = ReturnType<typeof createHomeworkServices>;
