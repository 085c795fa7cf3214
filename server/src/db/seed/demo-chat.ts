import type { Kysely } from 'kysely';
import { insertMessage, markRead } from '../../modules/chat/chat.repo.ts';
import type { DB } from '../schema.ts';

/**
 * The chat as a reviewer should find it on first login (issue [8]): the demo teacher has talked with two
 * students of 3 «А», and her last note to the demo student is still unread, so his chat shows a badge.
 * Written through the chat's own repo, as the app writes messages.
 */

const MINUTE_MS = 60 * 1000;

interface DemoLine {
  student: string;
  fromTeacher: boolean;
  text: string;
  minutesAgo: number;
}

/** Read by the time the seed ends; every line is older than the unread one below. */
const READ_LINES: readonly DemoLine[] = [
  {
    student: 'student@example.com',
    fromTeacher: true,
    text: 'Миша, привет! Ты отлично решил примеры на сложение в столбик 👏',
    minutesAgo: 180,
  },
  {
    student: 'student@example.com',
    fromTeacher: false,
    text: 'Спасибо! А можно мне задачи посложнее?',
    minutesAgo: 170,
  },
  {
    student: 'student2@example.com',
    fromTeacher: false,
    text: 'Ирина Петровна, я завтра опоздаю на урок на 10 минут.',
    minutesAgo: 120,
  },
  {
    student: 'student2@example.com',
    fromTeacher: true,
    text: 'Хорошо, Аня, спасибо, что предупредила!',
    minutesAgo: 110,
  },
];

const UNREAD_LINE: DemoLine = {
  student: 'student@example.com',
  fromTeacher: true,
  text: 'Конечно! Загляни в домашнее задание — там новые задачи для тебя.',
  minutesAgo: 30,
};

export async function insertDemoChat(
  trx: Kysely<DB>,
  people: { teacherId: number; studentIds: ReadonlyMap<string, number> },
  now: string,
): Promise<void> {
  const nowMs = new Date(now).getTime();
  const studentId = (email: string) => {
    const id = people.studentIds.get(email);
    if (id === undefined) throw new Error(`the demo chat names ${email}, who is not a demo student`);
    return id;
  };
  let key = 0;
  const write = async (line: DemoLine) => {
    const student = studentId(line.student);
    const [from, to] = line.fromTeacher ? [people.teacherId, student] : [student, people.teacherId];
    await insertMessage(trx, {
      from_id: from,
      to_id: to,
      text: line.text,
      client_key: `demo-chat-${++key}`,
      created_at: new Date(nowMs - line.minutesAgo * MINUTE_MS).toISOString(),
    });
  };
  for (const line of READ_LINES) await write(line);
  for (const email of new Set(READ_LINES.map((line) => line.student))) {
    await markRead(trx, studentId(email), people.teacherId);
    await markRead(trx, people.teacherId, studentId(email));
  }
  await write(UNREAD_LINE);
}
