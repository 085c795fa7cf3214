import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, itSolutionsApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { mockServer, refuse } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { buildSolution } from '../itSolutions.fixtures.ts';
import { ItSolutionPanel } from './ItSolutionPanel.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer();
});

describe('ItSolutionPanel', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('sends the first solution with code and says it went to the teacher', async () => {
    server.on(itSolutionsApi.own, null);
    server.on(itSolutionsApi.submit, buildSolution(1));
    renderWithProviders(<ItSolutionPanel lessonId={30} />);

    const code = await screen.findByRole('textbox', { name: 'Код' });
    await userEvent.type(code, 'print(1)');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить на проверку' }));

    await waitFor(() => expect(server.callsTo(itSolutionsApi.submit)).toHaveLength(1));
    const [call] = server.callsTo(itSolutionsApi.submit);
    expect(call?.params).toEqual({ id: '30' });
    const sent = call?.body as FormData;
    expect(JSON.parse(String(sent.get('data')))).toMatchObject({ code: 'print(1)' });
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Решение отправлено учителю!'));
    expect(await screen.findByText('На проверке')).toBeInTheDocument();
  });

  it('shows the refusal of an empty solution under the answer', async () => {
    server.on(itSolutionsApi.own, null);
    server.on(
      itSolutionsApi.submit,
      refuse(422, 'VALIDATION_FAILED', [
        { field: 'text', code: 'IT_SOLUTION_EMPTY', message: errorMessage('IT_SOLUTION_EMPTY') },
      ]),
    );
    renderWithProviders(<ItSolutionPanel lessonId={30} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Отправить на проверку' }));
    expect(await screen.findByText(errorMessage('IT_SOLUTION_EMPTY')['ru-RU'])).toBeInTheDocument();
  });

  it("shows the teacher's comment and lets the student send a new attempt", async () => {
    server.on(
      itSolutionsApi.own,
      buildSolution(1, { status: 'needs_work', teacher_comment: 'Добавь восклицательный знак', attempt: 2 }),
    );
    renderWithProviders(<ItSolutionPanel lessonId={30} />);

    expect(await screen.findByText('На доработку')).toBeInTheDocument();
    expect(screen.getByText('Добавь восклицательный знак')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить новое решение' }));
    expect(screen.getByRole('textbox', { name: 'Код' })).toHaveValue('name = input()\nprint("Привет,", name)');
    expect(screen.getByRole('button', { name: 'Отправить снова' })).toBeInTheDocument();
  });

  it('offers no new attempt once the teacher has accepted the solution', async () => {
    server.on(itSolutionsApi.own, buildSolution(1, { status: 'accepted', teacher_comment: 'Молодец!' }));
    renderWithProviders(<ItSolutionPanel lessonId={30} />);

    expect(await screen.findByText('Принято')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отправить новое решение' })).not.toBeInTheDocument();
  });
});
