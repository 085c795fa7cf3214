/** The students and the admin of `realtime.bench.ts`, written straight into a fresh embedded database. */
import { randomBytes } from 'node:crypto';
import { ROLE } from '@umka/contracts';
import BetterSqlite3 from 'better-sqlite3';
import type { Config } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { migrateToLatest } from '../server/src/db/migrate.ts';

/**
 * The schema through the app's own migrations, then `students` students active in `subjectId` and one admin. With
 * users in it the app seeds no demo data when it starts. No password works: the bench opens their sessions itself.
 */
export async function seedStudents(
  config: Config,
  students: number,
  subjectId: number,
): Promise<{ firstStudentId: number; adminId: number }> {
  if (config.database.kind !== 'sqlite') throw new Error('the realtime bench seeds the embedded database');
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database);
  } finally {
    await database.destroy();
  }

  const sqlite = new BetterSqlite3(config.database.file);
  try {
    const stamp = new Date().toISOString();
    const passwordHash = `bench-not-a-login-${randomBytes(8).toString('hex')}`;
    const insertUser = sqlite.prepare(
      `INSERT INTO users (role_id, first_name, last_name, email, phone, password_hash, is_active, avatar, property,
         locale, created_at, updated_at)
       VALUES (?, ?, 'Бенч', ?, NULL, '${passwordHash}', 1, NULL, '{"age":null,"guides":[]}', 'ru-RU', ?, ?)`,
    );
    const insertStudent = sqlite.prepare(
      'INSERT INTO students (user_id, timezone, birth_date, created_at) VALUES (?, NULL, NULL, ?)',
    );
    const insertSubject = sqlite.prepare(
      `INSERT INTO student_subjects (student_id, subject_id, status, created_at) VALUES (?, ?, 'active', ?)`,
    );
    return sqlite.transaction(() => {
      let firstStudentId = 0;
      for (let index = 0; index < students; index += 1) {
        const { lastInsertRowid } = insertUser.run(
          ROLE.student,
          `Ученик ${index}`,
          `student${index}@bench.example`,
          stamp,
          stamp,
        );
        const id = Number(lastInsertRowid);
        if (index === 0) firstStudentId = id;
        insertStudent.run(id, stamp);
        insertSubject.run(id, subjectId, stamp);
      }
      const admin = insertUser.run(ROLE.admin, 'Админ', 'admin@bench.example', stamp, stamp);
      return { firstStudentId, adminId: Number(admin.lastInsertRowid) };
    })();
  } finally {
    sqlite.close();
  }
}
