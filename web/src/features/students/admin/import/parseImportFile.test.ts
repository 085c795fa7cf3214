import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/universal';
import { ImportFileError, parseCsv, parseImportFile, parseXlsx } from './parseImportFile.ts';

const bytesOf = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;

describe('parseImportFile', () => {
  it('reads a Russian Excel CSV: semicolons, a BOM, and both date formats', async () => {
    const csv =
      '\uFEFFФамилия;Имя;Email;Телефон;Дата рождения;Часовой пояс;Пароль\r\n' +
      'Иванова;Маша;masha@school.test;+7 900 123-45-67;15.03.2016;Europe/Moscow;\r\n' +
      'Петров;Петя;petya@school.test;;2017-09-01;;pass1\r\n';

    const parsed = await parseCsv(bytesOf(csv));

    expect(parsed.missing).toEqual([]);
    expect(parsed.rows).toEqual([
      {
        last_name: 'Иванова',
        first_name: 'Маша',
        email: 'masha@school.test',
        phone: '+7 900 123-45-67',
        birth_date: '15.03.2016',
        timezone: 'Europe/Moscow',
        password: '',
      },
      {
        last_name: 'Петров',
        first_name: 'Петя',
        email: 'petya@school.test',
        phone: '',
        birth_date: '2017-09-01',
        timezone: '',
        password: 'pass1',
      },
    ]);
  });

  it('knows the columns by their English and Ukrainian names, in any order, and names the columns it leaves out', async () => {
    const english = await parseCsv(bytesOf('Email,First name,Last name,Notes\nann@school.test,Ann,Lee,likes maths\n'));
    const ukrainian = await parseCsv(bytesOf('Прізвище,Ім’я,Пошта\nКоваль,Оля,olia@school.test\n'));

    expect(english.rows[0]).toMatchObject({ first_name: 'Ann', last_name: 'Lee', email: 'ann@school.test' });
    expect(english.ignored).toEqual(['Notes']);
    expect(ukrainian.rows[0]).toMatchObject({ first_name: 'Оля', last_name: 'Коваль', email: 'olia@school.test' });
  });

  it('reads a Windows-1251 CSV as Cyrillic', async () => {
    // "Фамилия;Имя;Email\nЯкимова;Оля;olia@school.test" in Windows-1251.
    const header = [0xd4, 0xe0, 0xec, 0xe8, 0xeb, 0xe8, 0xff, 0x3b, 0xc8, 0xec, 0xff];
    const row = [0xdf, 0xea, 0xe8, 0xec, 0xee, 0xe2, 0xe0, 0x3b, 0xce, 0xeb, 0xff];
    const bytes = new Uint8Array([
      ...header,
      ...new TextEncoder().encode(';Email\n'),
      ...row,
      ...new TextEncoder().encode(';olia@school.test\n'),
    ]);

    const parsed = await parseCsv(bytes.buffer);

    expect(parsed.rows[0]).toMatchObject({ last_name: 'Якимова', first_name: 'Оля', email: 'olia@school.test' });
  });

  it('reads the first sheet of an XLSX file, a date cell as YYYY-MM-DD and a number as its digits', async () => {
    const blob = await writeXlsxFile([
      [{ value: 'Фамилия' }, { value: 'Имя' }, { value: 'Email' }, { value: 'Телефон' }, { value: 'Дата рождения' }],
      [
        { value: 'Иванова' },
        { value: 'Маша' },
        { value: 'masha@school.test' },
        { value: 79001234567 },
        { value: new Date(Date.UTC(2016, 2, 15)), format: 'dd.mm.yyyy' },
      ],
    ]).toBlob();

    const parsed = await parseXlsx(await blob.arrayBuffer());

    expect(parsed.rows).toEqual([
      {
        last_name: 'Иванова',
        first_name: 'Маша',
        email: 'masha@school.test',
        phone: '79001234567',
        birth_date: '2016-03-15',
        timezone: '',
        password: '',
      },
    ]);
  });

  it('names the required columns a file lacks and skips empty rows', async () => {
    const parsed = await parseCsv(bytesOf('Имя;Телефон\nМаша;+7 900 000-00-00\n;\n'));

    expect(parsed.missing).toEqual(['last_name', 'email']);
    expect(parsed.rows).toHaveLength(1);
  });

  it('refuses a file that is neither CSV nor XLSX, and one without rows', async () => {
    await expect(parseImportFile(new File(['x'], 'students.pdf'))).rejects.toEqual(new ImportFileError('type'));
    await expect(parseCsv(bytesOf('Фамилия;Имя;Email\n'))).rejects.toEqual(new ImportFileError('empty'));
  });
});
