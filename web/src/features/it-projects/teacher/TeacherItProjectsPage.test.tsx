import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { itProjectsApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { mockServer } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { projectDetail } from '../itProjects.fixtures.ts';
import { TeacherItProjectsPage } from './TeacherItProjectsPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 7, role_id: 2 } }) }));

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer();
  server.on(itProjectsApi.teacherList, {
    data: [
      projectDetail(1, 'Калькулятор', { status: 'pending', link: 'https://example.com/calc' }),
      projectDetail(2, 'Змейка', { status: 'approved', comment: 'Молодец' }),
    ],
    page: 1,
    per_page: 20,
    total: 2,
    last_page: 1,
  });
});

describe('TeacherItProjectsPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it("lists the teacher's own queue, and narrows it to the waiting projects", async () => {
    renderWithProviders(<TeacherItProjectsPage />);

    const [waiting, approved] = (await screen.findAllByTestId('it-project-review')) as [HTMLElement, HTMLElement];
    expect(within(waiting).getByText('На проверке')).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Одобрить' })).toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: 'Одобрить' })).not.toBeInTheDocument();
    expect(within(approved).getByText('Комментарий учителя: Молодец')).toBeInTheDocument();
    expect(server.callsTo(itProjectsApi.teacherList)[0]?.params).toEqual({ id: '7' });

    await userEvent.click(screen.getByText('Ждут проверки'));
    await waitFor(() =>
      expect(Object.fromEntries(server.callsTo(itProjectsApi.teacherList).at(-1)?.query ?? [])).toEqual({
        status: 'pending',
        page: '1',
      }),
    );
  });

  it('approves a project with a comment and says "Project approved"; rejects another and says so', async () => {
    server.on(itProjectsApi.approve, projectDetail(1, 'Калькулятор', { status: 'approved' }));
    server.on(itProjectsApi.reject, projectDetail(2, 'Змейка', { status: 'rejected' }));
    renderWithProviders(<TeacherItProjectsPage />);
    const [waiting, approved] = (await screen.findAllByTestId('it-project-review')) as [HTMLElement, HTMLElement];

    await userEvent.click(within(waiting).getByRole('button', { name: 'Одобрить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Одобрить проект «Калькулятор»' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Комментарий для ученика/ }), 'Здорово!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Одобрить' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Проект одобрен'));
    expect(server.callsTo(itProjectsApi.approve)[0]).toMatchObject({
      params: { id: '1' },
      body: { comment: 'Здорово!' },
    });

    await userEvent.click(within(approved).getByRole('button', { name: 'Отклонить' }));
    const reject = await screen.findByRole('dialog', { name: 'Отклонить проект «Змейка»' });
    await userEvent.click(within(reject).getByRole('button', { name: 'Отклонить' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Проект отклонён'));
    expect(server.callsTo(itProjectsApi.reject)[0]?.body).toEqual({});
  });
});
