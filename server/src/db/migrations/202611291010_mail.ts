import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

/** The letters the platform writes on its own events; `{name}`-style parameters are filled in per letter. */
const TEMPLATES: readonly { code: string; ru: string; en: string; uk: string }[] = [
  {
    code: 'welcome',
    ru: 'Привет, {name}! Добро пожаловать в Умку. Здесь тебя ждут тренажёры, друзья и много интересного!',
    en: 'Hi, {name}! Welcome to Umka. Trainers, friends and lots of fun are waiting for you here!',
    uk: 'Привіт, {name}! Ласкаво просимо до Умки. Тут на тебе чекають тренажери, друзі й багато цікавого!',
  },
  {
    code: 'homeworkAccepted',
    ru: 'Ура! Домашнее задание «{homework}» принято. Так держать!',
    en: 'Hooray! Your homework "{homework}" has been accepted. Keep it up!',
    uk: 'Ура! Домашнє завдання «{homework}» прийнято. Так тримати!',
  },
  {
    code: 'homeworkRejected',
    ru: 'Домашнее задание «{homework}» нужно доделать. Загляни в комментарий учителя — у тебя всё получится!',
    en: 'Your homework "{homework}" needs a little more work. Read your teacher\'s comment — you can do it!',
    uk: 'Домашнє завдання «{homework}» треба доробити. Зазирни в коментар учителя — у тебе все вийде!',
  },
  {
    code: 'certificateIssued',
    ru: 'Поздравляем! Тебе выдан сертификат «{title}». Он ждёт тебя в профиле.',
    en: 'Congratulations! You have been awarded the certificate "{title}". Find it in your profile.',
    uk: 'Вітаємо! Тобі видано сертифікат «{title}». Він чекає на тебе в профілі.',
  },
  {
    code: 'professionUpgraded',
    ru: 'Твоя профессия выросла до уровня {level}! Посмотри, что изменилось.',
    en: 'Your profession has grown to level {level}! Come and see what has changed.',
    uk: 'Твоя професія виросла до рівня {level}! Подивись, що змінилося.',
  },
  {
    code: 'albumCompleted',
    ru: 'Альбом собран целиком! Ты настоящий коллекционер.',
    en: 'You have completed a whole album! You are a true collector.',
    uk: 'Альбом зібрано повністю! Ти справжній колекціонер.',
  },
];

/**
 * Mail (spec §3 "Message (mail)", issue [8]): templates with a text per language, the letters of each user, and the
 * admin's mailings. A letter of a mailing is unique per (mailing_id, user_id), so a delivery job that runs a batch
 * again after a crash cannot write a second letter; `cursor` is the last user id a mailing has reached.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  const no = t.postgres ? sql`false` : sql`0`;

  await db.schema
    .createTable('mail_templates')
    .addColumn('id', 'integer', (col) =>
      t.postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    )
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('text_ru', 'text')
    .addColumn('text_en', 'text')
    .addColumn('text_uk', 'text')
    .execute();

  await withTimestamps(
    withId(db.schema.createTable('mailings'), t)
      .addColumn('text_ru', 'text')
      .addColumn('text_en', 'text')
      .addColumn('text_uk', 'text')
      .addColumn('template_id', 'integer', (col) => col.references('mail_templates.id'))
      .addColumn('audience', t.json, (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('running'))
      .addColumn('total', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('sent', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('cursor', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('finished_at', t.timestamp),
    t,
    ['created_at'],
  ).execute();

  await withTimestamps(
    withId(db.schema.createTable('mail_messages'), t)
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('subject_id', 'integer', (col) => col.references('subjects.id').onDelete('cascade'))
      .addColumn('type_id', 'integer', (col) => col.notNull())
      .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('character_code', 'text')
      .addColumn('template_id', 'integer', (col) => col.references('mail_templates.id'))
      .addColumn('text_ru', 'text')
      .addColumn('text_en', 'text')
      .addColumn('text_uk', 'text')
      .addColumn('params', t.json, (col) => col.notNull().defaultTo(t.emptyJsonObject))
      .addColumn('is_read', t.boolean, (col) => col.notNull().defaultTo(no))
      .addColumn('mailing_id', 'integer', (col) => col.references('mailings.id').onDelete('cascade'))
      .addUniqueConstraint('mail_messages_mailing_user', ['mailing_id', 'user_id']),
    t,
    ['created_at'],
  ).execute();
  // A page of one user's letters newest first, and the unread count beside it.
  await db.schema.createIndex('mail_messages_user_idx').on('mail_messages').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('mail_messages_unread_idx').on('mail_messages').columns(['user_id', 'is_read']).execute();

  await (db as Kysely<{ mail_templates: { code: string; text_ru: string; text_en: string; text_uk: string } }>)
    .insertInto('mail_templates')
    .values(TEMPLATES.map((row) => ({ code: row.code, text_ru: row.ru, text_en: row.en, text_uk: row.uk })))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_messages').execute();
  await db.schema.dropTable('mailings').execute();
  await db.schema.dropTable('mail_templates').execute();
}
