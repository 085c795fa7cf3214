import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { groupsApi, type ImportBody, type ImportProblem, studentImportApi, subjectsApi } from '@umka/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildSubject, mockServer, refuse } from '../../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../../test/render.tsx';
import { StudentImportPage } from './StudentImportPage.tsx';

const CSV =
  'Фамилия;Имя;Email\n' +
  'Иванова;Маша;masha@school.test\n' +
  'Петров;Петя;petya-at-school.test\n' +
  'Сидорова;Аня;anya@school.test\n';

let server: ReturnType<typeof mockServer>;

/** The server's check, as far as these rows need it: an email without "@" is bad. */
function problemsOf(body: ImportBody): ImportProblem[] {
  return body.rows.flatMap((row, index) =>
    row.email.includes('@') ? [] : [{ row: index + 1, field: 'email' as const, code: 'EMAIL_INVALID' as const }],
  );
}

beforeEach(() => {
  server = mockServer();
  server.on(subjectsApi.list, [
    buildSubject(2, { title: { 'ru-RU': 'Чтение', 'en-US': 'Reading', 'uk-UA': 'Читання' } }),
  ]);
  server.on(groupsApi.list, { items: [], total: 0, page: 1, per_page: 100, last_page: 1 });
  server.on(studentImportApi.check, ({ body }) => ({ problems: problemsOf(body as ImportBody) }));
  server.on(studentImportApi.commit, ({ body }) => ({
    subject_id: 2,
    group_id: null,
    created: (body as ImportBody).rows.map((row, index) => ({
      row: index + 1,
      id: 100 + index,
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      password: 'bakotume47',
    })),
  }));
});

async function openPreview() {
  const user = userEvent.setup();
  const { container } = renderWithProviders(<StudentImportPage />);
  const subject = screen
    .getAllByLabelText(/^Предмет(\s*\*)?$/)
    .find((element) => element instanceof HTMLInputElement && element.type !== 'hidden');
  if (!subject) throw new Error('no subject field');
  await user.click(subject);
  await user.click(await screen.findByRole('option', { name: 'Чтение' }));
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, new File([CSV], 'students.csv', { type: 'text/csv' }));
  await screen.findByText('students.csv: 3 строки');
  await user.click(screen.getByRole('button', { name: 'Проверить' }));
  await screen.findByText('2 готовы, 1 с ошибками');
  return user;
}

describe('StudentImportPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('marks the bad row with its reason and keeps the import shut while it stays bad', async () => {
    await openPreview();

    const badRow = document.querySelector('tr[data-row="2"]') as HTMLElement;
    expect(badRow).toHaveAttribute('data-bad', 'true');
    expect(within(badRow).getByText('Ошибка')).toBeVisible();
    expect(within(badRow).getByText('Некорректный email', { exact: false })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Создать 3 учеников' })).toBeDisabled();
    expect(server.callsTo(studentImportApi.check)[0]?.body).toMatchObject({ subject_id: 2, group_id: null });
  });

  it('re-checks a fixed cell, then creates everyone and offers the made-up passwords', async () => {
    const user = await openPreview();

    await user.click(screen.getByRole('button', { name: /^Email, строка 2:/ }));
    const field = screen.getByRole('textbox', { name: 'Email, строка 2' });
    await user.clear(field);
    await user.type(field, 'petya@school.test{Enter}');

    await screen.findByText('3 готовы, 0 с ошибками');
    const lastCheck = server.callsTo(studentImportApi.check).at(-1)?.body as ImportBody;
    expect(lastCheck.rows[1]?.email).toBe('petya@school.test');
    const commit = screen.getByRole('button', { name: 'Создать 3 учеников' });
    await waitFor(() => expect(commit).toBeEnabled());
    await user.click(commit);

    expect(await screen.findByText('Создано 3 ученика')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Скачать логины и пароли (CSV)' })).toBeVisible();
  });

  it('marks the rows a refused commit names, when the file changed under the check', async () => {
    const user = await openPreview();
    server.on(studentImportApi.check, { problems: [] });
    await user.click(screen.getByRole('button', { name: 'Проверить снова' }));
    await screen.findByText('3 готовы, 0 с ошибками');
    server.on(
      studentImportApi.commit,
      refuse(422, 'VALIDATION_FAILED', [
        { field: 'rows.3.email', code: 'EMAIL_TAKEN', message: { 'ru-RU': '', 'en-US': '', 'uk-UA': '' } },
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Создать 3 учеников' }));

    await screen.findByText('2 готовы, 1 с ошибками');
    const row = document.querySelector('tr[data-row="3"]') as HTMLElement;
    expect(within(row).getByText('Пользователь с таким email уже существует')).toBeVisible();
  });
});
