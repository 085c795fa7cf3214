import { ROLE } from '@umka/contracts';
import type { Kysely } from 'kysely';
import { insertNews, markNewsRead } from '../../modules/news/news.repo.ts';
import type { DB } from '../schema.ts';

/**
 * The news a reviewer finds on first login (issue [8]): a welcome in every subject the demo student studies. The
 * required welcome is already read by every demo student, so no journey starts behind its modal; an admin who
 * publishes a required item sees the gate open on a student's page (docs/NEWS.md). The demo student has read one more.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoNews {
  subjectId: number;
  daysAgo: number;
  required: boolean;
  picture: string | null;
  title: { ru: string; en: string; uk: string };
  text: { ru: string; en: string; uk: string };
  /** Read by every demo student, or by the demo student alone. */
  readBy: 'everyone' | 'student' | 'nobody';
}

const NEWS: readonly DemoNews[] = [
  {
    subjectId: 1,
    daysAgo: 10,
    required: true,
    picture: null,
    title: { ru: 'Добро пожаловать в Умку!', en: 'Welcome to Umka!', uk: 'Ласкаво просимо до Умки!' },
    text: {
      ru: '<p>Привет! Здесь ты будешь решать задачи, играть в тренажёры и собирать <strong>лайки</strong>.</p><ul><li>Выполняй домашние задания</li><li>Пиши учителю в чат</li><li>Читай новости в телефоне</li></ul>',
      en: '<p>Hi! Here you will solve problems, play trainers and collect <strong>likes</strong>.</p><ul><li>Do your homework</li><li>Chat with your teacher</li><li>Read the news on the phone</li></ul>',
      uk: '<p>Привіт! Тут ти розв’язуватимеш задачі, гратимеш у тренажери й збиратимеш <strong>лайки</strong>.</p><ul><li>Виконуй домашні завдання</li><li>Пиши вчителю в чат</li><li>Читай новини в телефоні</li></ul>',
    },
    readBy: 'everyone',
  },
  {
    subjectId: 1,
    daysAgo: 3,
    required: false,
    picture: null,
    title: { ru: 'Новые задачи на сложение', en: 'New addition problems', uk: '' },
    text: {
      ru: '<p>В тренажёрах появились задачи на <em>сложение в столбик</em>. Попробуй решить десять подряд без ошибок!</p>',
      en: '<p>The trainers now have <em>column addition</em> problems. Try to solve ten in a row without a mistake!</p>',
      uk: '',
    },
    readBy: 'student',
  },
  {
    subjectId: 2,
    daysAgo: 1,
    required: false,
    picture: '/art/albums/forest-1.svg',
    title: { ru: 'Новый альбом «Лесные жители»', en: 'A new album: Forest folk', uk: 'Новий альбом «Лісові мешканці»' },
    text: {
      ru: '<h2>Собирай пазлы!</h2><p>Читай книги, получай лайки и покупай пазлы для нового альбома.</p>',
      en: '<h2>Collect the puzzles!</h2><p>Read books, earn likes and buy puzzles for the new album.</p>',
      uk: '<h2>Збирай пазли!</h2><p>Читай книжки, отримуй лайки й купуй пазли для нового альбому.</p>',
    },
    readBy: 'nobody',
  },
  {
    subjectId: 3,
    daysAgo: 2,
    required: false,
    picture: null,
    title: { ru: 'Турнир по ментальной арифметике', en: 'Mental arithmetic tournament', uk: '' },
    text: {
      ru: '<p>В субботу — турнир на скорость счёта. Тренируйся на <strong>флеш-картах</strong>, чтобы быть готовым!</p>',
      en: '<p>A speed counting tournament is on Saturday. Train with <strong>flash cards</strong> to be ready!</p>',
      uk: '',
    },
    readBy: 'nobody',
  },
];

export async function insertDemoNews(trx: Kysely<DB>, demoStudentId: number | undefined, now: string): Promise<void> {
  const admin = await trx.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirst();
  const students = await trx.selectFrom('users').select('id').where('role_id', '=', ROLE.student).execute();
  for (const news of NEWS) {
    const at = new Date(new Date(now).getTime() - news.daysAgo * DAY_MS).toISOString();
    const row = await insertNews(trx, {
      subject_id: news.subjectId,
      title_ru: news.title.ru,
      title_en: news.title.en,
      title_uk: news.title.uk,
      text_ru: news.text.ru,
      text_en: news.text.en,
      text_uk: news.text.uk,
      picture: news.picture,
      is_required: news.required,
      created_by: admin?.id ?? null,
      created_at: at,
      updated_at: at,
    });
    const readers =
      news.readBy === 'everyone'
        ? students.map((student) => student.id)
        : news.readBy === 'student' && demoStudentId !== undefined
          ? [demoStudentId]
          : [];
    for (const studentId of readers) await markNewsRead(trx, row.id, studentId, now);
  }
}
