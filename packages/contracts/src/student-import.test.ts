import { describe, expect, it } from 'vitest';
import { checkImportRows, type ImportRow, importDate } from './student-import.ts';

const row = (overrides: Partial<ImportRow> = {}): ImportRow => ({
  last_name: 'Lee',
  first_name: 'Ann',
  email: 'ann@school.test',
  phone: '',
  birth_date: '',
  timezone: '',
  password: '',
  ...overrides,
});

describe('importDate', () => {
  it('reads DD.MM.YYYY and YYYY-MM-DD as the same day, and refuses a day that does not exist', () => {
    expect(importDate('15.03.2016')).toBe('2016-03-15');
    expect(importDate('5.3.2016')).toBe('2016-03-05');
    expect(importDate('2016-03-15')).toBe('2016-03-15');
    expect(importDate('29.02.2017')).toBeNull();
    expect(importDate('03/15/2016')).toBeNull();
  });
});

describe('checkImportRows', () => {
  it('stores blanks as unset, the email in lower case and the date as YYYY-MM-DD', () => {
    const { problems, values } = checkImportRows(
      [row({ email: ' Ann@School.TEST ', birth_date: '01.09.2017', timezone: 'Europe/Kyiv' })],
      '2026-12-04',
    );

    expect(problems).toEqual([]);
    expect(values[0]).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@school.test',
      phone: null,
      birth_date: '2017-09-01',
      timezone: 'Europe/Kyiv',
      password: null,
    });
  });

  it('refuses a pupil younger than 4 or older than 18 on the day of the import', () => {
    const { problems } = checkImportRows(
      [row({ birth_date: '2024-01-01' }), row({ email: 'b@school.test', birth_date: '2000-01-01' })],
      '2026-12-04',
    );

    expect(problems.map((problem) => [problem.row, problem.code])).toEqual([
      [1, 'BIRTH_DATE_OUT_OF_RANGE'],
      [2, 'BIRTH_DATE_OUT_OF_RANGE'],
    ]);
  });
});
