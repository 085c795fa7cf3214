import { describe, expect, it } from 'vitest';
import {
  STUDENT_MENU_ENTRIES,
  type StudentMenuEntry,
  visibleMenuEntries,
  withoutEmptyEntries,
  withoutNewcomerEntries,
} from './studentMenuEntries.ts';

const entries: readonly StudentMenuEntry[] = STUDENT_MENU_ENTRIES;

const keys = (list: StudentMenuEntry[]) => list.map((entry) => entry.key);

describe('student menu entries', () => {
  it('keeps only the entries whose page group allows the chosen subject', () => {
    expect(keys(visibleMenuEntries(1, entries))).toEqual([
      'home',
      'trainers',
      'online',
      'shop',
      'statistics',
      'likesRating',
      'diary',
      'certificates',
      'parents',
      'job',
      'myClass',
      'zeroHomework',
      'help',
      'changeSubject',
    ]);
    expect(keys(visibleMenuEntries(8, entries))).toEqual([
      'home',
      'itCourses',
      'quizzes',
      'online',
      'itShop',
      'statistics',
      'likesRating',
      'diary',
      'certificates',
      'parents',
      'projects',
      'myClass',
      'changeSubject',
    ]);
    expect(keys(visibleMenuEntries(2, entries))).toEqual([
      'home',
      'trainers',
      'homework',
      'online',
      'shop',
      'statistics',
      'likesRating',
      'diary',
      'certificates',
      'parents',
      'albums',
      'myClass',
      'zeroHomework',
      'help',
      'changeSubject',
    ]);
  });

  it('lists my albums only for the album subjects 2 and 3 (spec §2)', () => {
    const withAlbums = [1, 2, 3, 8, 9].filter((mainId) => keys(visibleMenuEntries(mainId)).includes('albums'));
    expect(withAlbums).toEqual([2, 3]);
  });

  it('offers only subject choice while no subject is chosen', () => {
    expect(keys(visibleMenuEntries(null, entries))).toEqual(['changeSubject']);
  });

  it('lists trainers for every subject but IT, whose students have no trainers (spec §2)', () => {
    for (const mainId of [2, 3, 9, 10, 11]) {
      // Homework, albums, courses and the zero-homework lessons have their own subject lists, checked apart.
      const shared = keys(visibleMenuEntries(mainId)).filter(
        (key) => key !== 'homework' && key !== 'albums' && key !== 'courses' && key !== 'zeroHomework',
      );
      expect(shared).toEqual([
        'home',
        'trainers',
        'online',
        'shop',
        'statistics',
        'likesRating',
        'diary',
        'certificates',
        'parents',
        'myClass',
        'help',
        'changeSubject',
      ]);
    }
    expect(keys(visibleMenuEntries(8))).toEqual([
      'home',
      'itCourses',
      'quizzes',
      'online',
      'itShop',
      'statistics',
      'likesRating',
      'diary',
      'certificates',
      'parents',
      'projects',
      'myClass',
      'changeSubject',
    ]);
  });

  it('lists homework, right after trainers, for the homework subjects 2, 3, 9 and 10 only (spec §2)', () => {
    for (const mainId of [2, 3, 9, 10])
      expect(keys(visibleMenuEntries(mainId)).slice(1, 3)).toEqual(['trainers', 'homework']);
    for (const mainId of [1, 8, 11]) expect(keys(visibleMenuEntries(mainId))).not.toContain('homework');
  });

  it('lists the courses, right after trainers, for the course subject 11 only (spec §2 course homework)', () => {
    expect(keys(visibleMenuEntries(11)).slice(1, 3)).toEqual(['trainers', 'courses']);
    for (const mainId of [1, 2, 3, 8, 9, 10]) expect(keys(visibleMenuEntries(mainId))).not.toContain('courses');
  });

  it('lists help for every subject but IT (spec §2 "trainers, help | all except 8")', () => {
    for (const mainId of [1, 2, 3, 9, 10, 11]) expect(keys(visibleMenuEntries(mainId))).toContain('help');
    expect(keys(visibleMenuEntries(8))).not.toContain('help');
  });

  it('lists the zero-homework lessons for subjects 1, 2, 3, 9 and 10 while the student has no class in it', () => {
    for (const mainId of [1, 2, 3, 9, 10]) {
      const entries = visibleMenuEntries(mainId);
      expect(keys(withoutNewcomerEntries(entries, false))).toContain('zeroHomework');
      expect(keys(withoutNewcomerEntries(entries, true))).not.toContain('zeroHomework');
    }
    for (const mainId of [8, 11]) expect(keys(visibleMenuEntries(mainId))).not.toContain('zeroHomework');
  });

  it('lists the IT shop in place of the likes shop for IT students only', () => {
    expect(keys(visibleMenuEntries(8))).not.toContain('shop');
    for (const mainId of [1, 2, 3, 9, 10, 11]) {
      expect(keys(visibleMenuEntries(mainId))).toContain('shop');
      expect(keys(visibleMenuEntries(mainId))).not.toContain('itShop');
    }
  });

  it('lists my profession only for the subject with professions, math (spec §2 job group)', () => {
    expect(keys(visibleMenuEntries(1))).toContain('job');
    for (const mainId of [2, 3, 8, 9, 10, 11]) expect(keys(visibleMenuEntries(mainId))).not.toContain('job');
  });

  it('leaves out the trainers of a subject that has none yet, once its data says so', () => {
    const reading = visibleMenuEntries(2);
    expect(keys(withoutEmptyEntries(reading, { trainers: [] }))).not.toContain('trainers');
    const trainer = { id: 1, component: 'schulte', title: { 'ru-RU': 'Т', 'en-US': 'T', 'uk-UA': 'Т' } };
    expect(keys(withoutEmptyEntries(reading, { trainers: [trainer] }))).toContain('trainers');
    expect(keys(withoutEmptyEntries(reading, null))).toContain('trainers');
  });
});
