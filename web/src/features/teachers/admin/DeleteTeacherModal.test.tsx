import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { DeleteTeacherModal } from './DeleteTeacherModal.tsx';
import { buildDetail, buildTeacher, page } from './teacherFixtures.ts';

let server: ReturnType<typeof mockServer>;
const deletes = () =>
  server.calls
    .filter((call) => call.method === 'DELETE')
    .map((call) => ({ path: call.path, query: Object.fromEntries(call.query) }));

const withClasses = buildDetail({
  classes: [{ id: 7, title: '3 «А»', subject_id: 2, students_count: 5 }],
  deleted_classes_count: 1,
  class_subject_ids: [1, 2],
});

beforeEach(() => {
  server = mockServer({
    'DELETE /api/admin/teachers/2': ok({ id: 2, moved_group_ids: [] }),
    'GET /api/admin/teachers': ok(
      page([
        buildTeacher(),
        buildTeacher({ id: 4, name: 'Анна Кирова', subject_ids: [1, 2] }),
        buildTeacher({ id: 5, name: 'Олег Мухин', subject_ids: [1] }),
      ]),
    ),
  });
});

describe('DeleteTeacherModal', () => {
  it('asks a plain confirmation for a teacher without classes', async () => {
    const onDeleted = vi.fn();
    renderWithProviders(<DeleteTeacherModal detail={buildDetail()} onClose={vi.fn()} onDeleted={onDeleted} />);
    const dialog = await screen.findByRole('dialog', { name: 'Удалить учителя?' });
    expect(dialog).toHaveTextContent('Мария Ветрова будет удалён безвозвратно');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(deletes()).toEqual([{ path: '/api/admin/teachers/2', query: {} }]);
  });

  it(
    'says how many classes move and sends them to the chosen teacher of all their subjects',
    async () => {
      renderWithProviders(<DeleteTeacherModal detail={withClasses} onClose={vi.fn()} onDeleted={vi.fn()} />);
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveTextContent('У учителя Мария Ветрова 2 класса: выберите учителя, к которому они перейдут');

      await userEvent.click(within(dialog).getByRole('button', { name: 'Передать классы и удалить' }));
      expect(await within(dialog).findByText('Выберите учителя')).toBeInTheDocument();
      expect(deletes()).toEqual([]);

      const field = within(dialog).getByRole('combobox', { name: 'Новый учитель классов' });
      await waitFor(() => expect(field).toBeEnabled());
      await userEvent.click(field);
      expect(screen.queryByRole('option', { name: 'Олег Мухин' })).not.toBeInTheDocument();
      expect(screen.queryByRole('option', { name: 'Мария Ветрова' })).not.toBeInTheDocument();
      await userEvent.click(await screen.findByRole('option', { name: 'Анна Кирова' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Передать классы и удалить' }));
      await waitFor(() =>
        expect(deletes()).toEqual([{ path: '/api/admin/teachers/2', query: { target_teacher_id: '4' } }]),
      );
    },
    PAGE_TEST_TIMEOUT_MS,
  );
});
