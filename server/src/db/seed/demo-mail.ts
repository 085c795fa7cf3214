import { MAIL_TYPE, type MailTemplateCode } from '@umka/contracts';
import type { Kysely } from 'kysely';
import { findTemplateByCode, insertMailingMessages, insertMessage } from '../../modules/mail/mail.repo.ts';
import { insertMailing } from '../../modules/mail/mailing.repo.ts';
import { worldPort } from '../../modules/world/world.port.ts';
import type { DB } from '../schema.ts';

/**
 * The mail a reviewer finds on first login (issue [8], docs/MAIL.md): every demo student has the welcome letter,
 * already read; the demo student also has a teacher's letter about homework (read), a letter from their character
 * about a completed album (unread and new) and a certificate letter (unread, but older than a week, so not "new").
 * The class «3 «А»» got one finished admin mailing.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const MATH = 1;

interface DemoLetter {
  code: MailTemplateCode;
  daysAgo: number;
  read: boolean;
  sender: 'system' | 'teacher' | 'character';
  params: Record<string, string>;
}

const STUDENT_LETTERS: readonly DemoLetter[] = [
  { code: 'certificateIssued', daysAgo: 9, read: false, sender: 'teacher', params: { title: 'Лучший счётчик' } },
  { code: 'homeworkAccepted', daysAgo: 4, read: true, sender: 'teacher', params: { homework: 'Сложение до 100' } },
  { code: 'albumCompleted', daysAgo: 1, read: false, sender: 'character', params: {} },
];

async function templateId(trx: Kysely<DB>, code: MailTemplateCode): Promise<number> {
  const template = await findTemplateByCode(trx, code);
  if (!template) throw new Error(`the mail template "${code}" is not seeded`);
  return template.id;
}

export async function insertDemoMail(
  trx: Kysely<DB>,
  demo: { teacherId: number; classId: number; studentIds: ReadonlyMap<string, number> },
  now: string,
): Promise<void> {
  const at = (daysAgo: number) => new Date(new Date(now).getTime() - daysAgo * DAY_MS).toISOString();
  const letter = { author_id: null, character_code: null, mailing_id: null, subject_id: null };
  const welcome = await templateId(trx, 'welcome');
  const students = await trx
    .selectFrom('users')
    .select(['id', 'first_name'])
    .where('id', 'in', [...demo.studentIds.values()])
    .execute();
  for (const student of students) {
    const messageId = await insertMessage(trx, {
      ...letter,
      user_id: student.id,
      type_id: MAIL_TYPE.system,
      template_id: welcome,
      params: { name: student.first_name },
      created_at: at(14),
    });
    await trx.updateTable('mail_messages').set({ is_read: true }).where('id', '=', messageId).execute();
  }

  const studentId = demo.studentIds.get('student@example.com');
  if (studentId === undefined) throw new Error('the demo student is missing');
  const character = await worldPort.findStudentCharacter(trx, studentId, MATH);
  for (const demoLetter of STUDENT_LETTERS) {
    const signature =
      demoLetter.sender === 'teacher'
        ? { type_id: MAIL_TYPE.author, author_id: demo.teacherId, character_code: null }
        : { type_id: MAIL_TYPE.character, author_id: null, character_code: character?.code ?? null };
    const messageId = await insertMessage(trx, {
      ...letter,
      ...signature,
      user_id: studentId,
      subject_id: MATH,
      template_id: await templateId(trx, demoLetter.code),
      params: demoLetter.params,
      created_at: at(demoLetter.daysAgo),
    });
    if (demoLetter.read) {
      await trx.updateTable('mail_messages').set({ is_read: true }).where('id', '=', messageId).execute();
    }
  }

  const admin = await trx.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirst();
  if (!admin) throw new Error('the demo admin comes before their mailing');
  const recipients = [...demo.studentIds.values()].sort((a, b) => a - b);
  const sentAt = at(2);
  const mailingId = await insertMailing(trx, {
    text_ru: 'Ребята, в пятницу у нас праздник чисел! Приходите в костюмах любимых цифр.',
    text_en: 'Kids, on Friday we have a numbers party! Come dressed as your favourite digits.',
    text_uk: 'Друзі, у пʼятницю в нас свято чисел! Приходьте в костюмах улюблених цифр.',
    template_id: null,
    audience: { kind: 'group', group_id: demo.classId },
    total: recipients.length,
    created_by: admin.id,
    created_at: sentAt,
  });
  const sent = await insertMailingMessages(
    trx,
    recipients.map((id) => ({
      ...letter,
      user_id: id,
      subject_id: MATH,
      type_id: MAIL_TYPE.system,
      template_id: null,
      params: {},
      mailing_id: mailingId,
      created_at: sentAt,
    })),
  );
  await trx
    .updateTable('mailings')
    .set({ status: 'done', sent, cursor: recipients.at(-1) ?? 0, finished_at: sentAt })
    .where('id', '=', mailingId)
    .execute();
}
