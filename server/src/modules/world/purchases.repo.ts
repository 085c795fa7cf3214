import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export async function listClothesPurchases(db: Kysely<DB>, studentId: number, subjectId: number) {
  return db
    .selectFrom('student_clothes as sc')
    .innerJoin('clothes as c', 'c.id', 'sc.clothes_id')
    .select([
      'sc.id',
      'sc.clothes_id',
      'sc.price_paid',
      'sc.worn',
      'sc.created_at',
      'c.title_ru',
      'c.title_en',
      'c.title_uk',
      'c.preview',
      'c.picture',
      'c.characters',
    ])
    .where('sc.student_id', '=', studentId)
    .where('sc.subject_id', '=', subjectId)
    .execute();
}

export async function listThingPurchases(db: Kysely<DB>, studentId: number, subjectId: number) {
  return db
    .selectFrom('student_things as st')
    .innerJoin('location_things as lt', 'lt.id', 'st.thing_id')
    .select([
      'st.id',
      'st.thing_id',
      'st.price_paid',
      'st.placed',
      'st.created_at',
      'st.location_id',
      'st.group_id',
      'lt.title_ru',
      'lt.title_en',
      'lt.title_uk',
      'lt.image',
    ])
    .where('st.student_id', '=', studentId)
    .where('st.subject_id', '=', subjectId)
    .execute();
}
