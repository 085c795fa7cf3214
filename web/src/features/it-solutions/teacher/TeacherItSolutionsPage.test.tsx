import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, itSolutionsApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { mockServer, refuse } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { buildSolution } from '../itSolutions.fixtures.ts';
import { TeacherItSolutionsPage } from './TeacherItSolutionsPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer();
  server.on(itSolutionsApi.queue, [
    buildSolution(1, { link: 'https://replit.com/@misha/hello', file_name: 'hello.py' }),
  ]);
});

describe('TeacherItSolutionsPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the waiting solutions with their code, link and file, and filters by status', async () => {
    renderWithProviders(<TeacherItSolutionsPage />);

    const card = await screen.findByTestId('it-solution-review');
    expect(within(card).getByText('Привет, имя')).toBeInTheDocument();
    expect(within(card).getByText(/print\("Привет,", name\)/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Открыть ссылку' })).toHaveAttribute(
      'href',
      'https://replit.com/@misha/hello',
    );
    expect(within(card).getByRole('button', { name: 'Скачать файл hello.py' })).toBeInTheDocument();
    expect(Object.fromEntries(server.callsTo(itSolutionsApi.queue)[0]?.query ?? [])).toEqual({ status: 'submitted' });

    await userEvent.click(screen.getByText('Все'));
    await waitFor(() =>
      expect(Object.fromEntries(server.callsTo(itSolutionsApi.queue).at(-1)?.query ?? [])).toEqual({}),
    );
  });

  it('sends a solution back for more work with a comment and says so', async () => {
    server.on(itSolutionsApi.review, buildSolution(1, { status: 'needs_work' }));
    renderWithProviders(<TeacherItSolutionsPage />);
    const card = await screen.findByTestId('it-solution-review');

    await userEvent.click(within(card).getByText('На доработку'));
    await userEvent.type(within(card).getByRole('textbox', { name: 'Комментарий для ученика' }), 'Добавь ввод имени');
    await userEvent.click(within(card).getByRole('button', { name: 'Сохранить проверку' }));

    await waitFor(() => expect(server.callsTo(itSolutionsApi.review)).toHaveLength(1));
    const call = server.callsTo(itSolutionsApi.review)[0];
    expect(call?.params).toEqual({ id: '1' });
    expect(call?.body).toEqual({ status: 'needs_work', comment: 'Добавь ввод имени' });
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Решение отправлено на доработку'));
  });

  it('says when another teacher has checked the solution first', async () => {
    server.on(itSolutionsApi.review, refuse(409, 'IT_SOLUTION_ALREADY_REVIEWED'));
    renderWithProviders(<TeacherItSolutionsPage />);
    const card = await screen.findByTestId('it-solution-review');

    await userEvent.click(within(card).getByRole('button', { name: 'Сохранить проверку' }));
    expect(await within(card).findByText(errorMessage('IT_SOLUTION_ALREADY_REVIEWED')['ru-RU'])).toBeInTheDocument();
  });
});
