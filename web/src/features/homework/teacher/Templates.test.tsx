import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HomeworkTemplate } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { buildTrainer } from '../../trainers/trainers.fixtures.ts';
import { buildHomework, schoolClass } from '../homework.fixtures.ts';
import { HomeworkCreatePage } from './HomeworkCreatePage.tsx';
import { TemplateEditPage } from './TemplateEditPage.tsx';
import { TemplatesPage } from './TemplatesPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 2, role_id: 2 } }) }));
vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const { items } = buildHomework();
const template: HomeworkTemplate = {
  id: 3,
  teacher_id: 2,
  title: 'Неделя счёта',
  description: 'Повторение',
  items: items.map(({ id: _id, ...item }) => item),
  created_at: '2026-11-10T08:00:00Z',
  updated_at: '2026-11-10T08:00:00Z',
};

let server: ReturnType<typeof mockServer>;

/** What the page sent with `method` to `path`. */
const sent = (method: string, path: string) =>
  server.calls.filter((call) => call.method === method && call.path === path);

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer({
    'GET /api/homework-templates': ok([template]),
    'GET /api/homework-templates/3': ok(template),
    'GET /api/teachers/2/groups/7': ok(schoolClass),
    'GET /api/trainers': ok([buildTrainer()]),
    'PUT /api/homework-templates/3': ok(template),
    'DELETE /api/homework-templates/3': ok({ id: 3 }),
  });
});

describe('homework templates', () => {
  it('lists templates and deletes one after confirmation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TemplatesPage />);

    expect(await screen.findByRole('link', { name: 'Неделя счёта' })).toHaveAttribute('href', '/teacher/templates/3');
    expect(screen.getByText('2 пункта')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Удалить «Неделя счёта»' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(sent('DELETE', '/api/homework-templates/3')).toHaveLength(1));
  });

  it('edits a template without dates', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TemplateEditPage />, { route: '/teacher/templates/3', path: '/teacher/templates/:id' });

    const title = await screen.findByRole('textbox', { name: 'Название' });
    expect(screen.queryByLabelText(/Дата выдачи/)).not.toBeInTheDocument();
    await user.type(title, ' 2');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Изменения сохранены'));
    expect(sent('PUT', '/api/homework-templates/3').map((call) => call.body)).toEqual([
      expect.objectContaining({
        title: 'Неделя счёта 2',
        description: 'Повторение',
        items: [
          expect.objectContaining({ type: 'trainer', trainer_id: 1 }),
          { type: 'task', text: 'Решите задачи на листе', file_ids: [55] },
        ],
      }),
    ]);
    expect(screen.getByTestId('location')).toHaveTextContent('/teacher/templates');
  });

  it('fills a new homework from a template', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HomeworkCreatePage />, {
      route: '/teacher/classes/7/create-hw',
      path: '/teacher/classes/:id/create-hw',
    });

    await user.click(await screen.findByRole('button', { name: 'Из шаблона' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Шаблон', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Неделя счёта' }));
    await user.click(within(dialog).getByRole('button', { name: 'Заполнить форму' }));

    expect(await screen.findByRole('textbox', { name: 'Название' })).toHaveValue('Неделя счёта');
    expect(await screen.findByRole('region', { name: '1. Ментальный счёт' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Текст задачи' })).toHaveValue('Решите задачи на листе');
  });
});
