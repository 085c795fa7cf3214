import { IconBriefcase, IconCode } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { STUDENT_MENU_ENTRIES, type StudentMenuEntry, visibleMenuEntries } from './studentMenuEntries.ts';

const entries: StudentMenuEntry[] = [
  ...STUDENT_MENU_ENTRIES,
  { key: 'job', to: '/student/job', labelKey: 'student.menu.job', icon: IconBriefcase, group: 'job' },
  { key: 'it', to: '/student/courses', labelKey: 'student.menu.courses', icon: IconCode, group: 'it' },
];

const keys = (list: StudentMenuEntry[]) => list.map((entry) => entry.key);

describe('student menu entries', () => {
  it('keeps only the entries whose page group allows the chosen subject', () => {
    expect(keys(visibleMenuEntries(1, entries))).toEqual(['home', 'trainers', 'statistics', 'changeSubject', 'job']);
    expect(keys(visibleMenuEntries(8, entries))).toEqual(['home', 'statistics', 'changeSubject', 'it']);
    expect(keys(visibleMenuEntries(2, entries))).toEqual(['home', 'trainers', 'statistics', 'changeSubject']);
  });

  it('offers only subject choice while no subject is chosen', () => {
    expect(keys(visibleMenuEntries(null, entries))).toEqual(['changeSubject']);
  });

  it('lists trainers for every subject but IT, whose students have no trainers (spec §2)', () => {
    for (const mainId of [1, 2, 3, 9, 10, 11]) {
      expect(keys(visibleMenuEntries(mainId))).toEqual(['home', 'trainers', 'statistics', 'changeSubject']);
    }
    expect(keys(visibleMenuEntries(8))).toEqual(['home', 'statistics', 'changeSubject']);
  });
});
