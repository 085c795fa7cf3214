import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, type LibraryMaterial } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { buildTrainer } from '../../trainers/trainers.fixtures.ts';
import { buildHomework, progress, schoolClass } from '../homework.fixtures.ts';
import { HomeworkCreatePage } from './HomeworkCreatePage.tsx';
import { HomeworkEditPage } from './HomeworkEditPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 2, role_id: 2 } }) }));
vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

function libraryMaterial(id: number, title: string, kind: LibraryMaterial['kind']): LibraryMaterial {
  return {
    id,
    subject_id: 3,
    kind,
    title,
    description: null,
    tags: ['сложение'],
    url: kind === 'link' ? 'https://example.org/soroban' : null,
    picture_url: null,
    document: null,
    video: null,
    published_at: kind === 'page' ? '2026-11-20T10:00:00.000Z' : null,
    visible: true,
    group_ids: [],
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
  } as LibraryMaterial;
}

const rule = libraryMaterial(90, 'Плюс девять на соробане', 'page');
const history = libraryMaterial(91, 'История соробана', 'link');
let server: ReturnType<typeof mockServer>;

const libraryQueries = () =>
  server.calls.filter((call) => call.path === '/api/library/materials').map((call) => call.query.toString());

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer({
    'GET /api/teachers/2/groups/7': ok(schoolClass),
    'GET /api/trainers': ok([buildTrainer()]),
    'GET /api/homework-templates': ok([]),
    'GET /api/library/materials': (request) => ok(request.query.get('q') === 'истор' ? [history] : [rule, history]),
    'GET /api/library/tags': ok(['сложение', 'история']),
    'POST /api/homework/create': ok({ model: buildHomework() }),
  });
});

describe('adding a library material to a homework', () => {
  it("picks a material of the class's subject, searching the library, and sends it as a material item", async () => {
    const user = userEvent.setup();
    renderWithProviders(<HomeworkCreatePage />, {
      route: '/teacher/classes/7/create-hw',
      path: '/teacher/classes/:id/create-hw',
    });
    await user.type(await screen.findByRole('textbox', { name: 'Название' }), 'Соробан');
    await user.click(await screen.findByRole('button', { name: 'Материал из библиотеки' }));

    const picker = await screen.findByRole('dialog', { name: 'Библиотека школы' });
    expect(await within(picker).findByText('Плюс девять на соробане')).toBeInTheDocument();
    expect(libraryQueries()).toEqual(['subject_id=3']);
    await user.type(within(picker).getByRole('textbox', { name: 'Поиск по названию и описанию' }), 'истор');
    await waitFor(() => expect(libraryQueries()).toContain('subject_id=3&q=%D0%B8%D1%81%D1%82%D0%BE%D1%80'));
    await waitFor(() => expect(within(picker).queryByText('Плюс девять на соробане')).not.toBeInTheDocument());
    await user.clear(within(picker).getByRole('textbox', { name: 'Поиск по названию и описанию' }));
    expect(within(picker).queryByRole('textbox', { name: 'Предмет' })).not.toBeInTheDocument();
    expect(
      server.calls.some((call) => call.path === '/api/library/tags' && call.query.toString() === 'subject_id=3'),
    ).toBe(true);
    await user.click(
      await within(picker).findByRole('button', { name: 'Добавить «Плюс девять на соробане» в задание' }),
    );

    const card = await screen.findByRole('region', { name: '1. Материал: Плюс девять на соробане' });
    expect(within(card).getByText('Страница')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Добавить задание' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalled());
    const sent = server.calls.filter((call) => call.path === '/api/homework/create').map((call) => call.body);
    expect(sent).toEqual([expect.objectContaining({ group_id: 7, items: [{ type: 'material', material_id: 90 }] })]);
  });

  it('asks to replace a material deleted from the library before saving, and sends nothing', async () => {
    const user = userEvent.setup();
    const stored = buildHomework({ items: [{ id: 23, type: 'material', material_id: null, material: null }] });
    server.set('GET /api/homework/5', ok(stored));
    server.set('GET /api/homework/5/progress', ok(progress));
    renderWithProviders(<HomeworkEditPage />, {
      route: '/teacher/classes/7/edit-hw_5',
      path: '/teacher/classes/:id/:homeworkSegment',
    });
    const card = await screen.findByRole('region', { name: '1. Материал: Материал удалён из библиотеки' });
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'Этот материал удалили из библиотеки школы. Уберите его из задания или выберите другой',
    );
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await within(card).findByText(errorMessage('HOMEWORK_MATERIAL_UNAVAILABLE')['ru-RU'])).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});
