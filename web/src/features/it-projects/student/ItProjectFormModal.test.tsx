import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, itProjectsApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { mockServer, refuse } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { CATEGORIES, projectDetail } from '../itProjects.fixtures.ts';
import { ItProjectFormModal } from './ItProjectFormModal.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

let server: ReturnType<typeof mockServer>;
const setValue = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const REQUIRED = errorMessage('FIELD_REQUIRED')['ru-RU'];

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

async function openForm(props: Partial<Parameters<typeof ItProjectFormModal>[0]> = {}) {
  const onClose = vi.fn();
  renderWithProviders(<ItProjectFormModal opened onClose={onClose} {...props} />);
  return { dialog: await screen.findByRole('dialog'), onClose };
}

async function fillText(dialog: HTMLElement) {
  setValue(within(dialog).getByRole('textbox', { name: /^Название/ }), 'Змейка');
  setValue(within(dialog).getByRole('textbox', { name: /Почему такое название/ }), 'Она длинная');
  setValue(within(dialog).getByRole('textbox', { name: /Этапы работы/ }), 'Нарисовал и оживил');
  setValue(within(dialog).getByRole('textbox', { name: /Трудности/ }), 'Хвост отставал');
  setValue(within(dialog).getByRole('textbox', { name: /Почему ты выбрал/ }), 'Люблю игры');
  await userEvent.click(within(dialog).getByRole('combobox', { name: /Категория/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Игры' }));
}

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer();
  server.on(itProjectsApi.categories, CATEGORIES);
});

describe('ItProjectFormModal', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('names every missing field, the category and the missing screenshot or link, and sends nothing', async () => {
    const { dialog } = await openForm();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить учителю' }));

    expect(await within(dialog).findAllByText(REQUIRED)).toHaveLength(5);
    expect(within(dialog).getByText(errorMessage('NOTHING_SELECTED')['ru-RU'])).toBeInTheDocument();
    expect(within(dialog).getByText('Добавьте скриншот или ссылку на проект')).toBeInTheDocument();
    expect(server.callsTo(itProjectsApi.create)).toHaveLength(0);
  });

  it('sends the project with its screenshot to the teacher and says so', async () => {
    server.on(itProjectsApi.create, projectDetail(5, 'Змейка', { status: 'pending', is_own: true }));
    const { dialog, onClose } = await openForm();

    await fillText(dialog);
    await userEvent.upload(fileInput(), new File([new Uint8Array(64)], 'snake.png', { type: 'image/png' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить учителю' }));

    await waitFor(() => expect(server.callsTo(itProjectsApi.create)).toHaveLength(1));
    const sent = server.callsTo(itProjectsApi.create)[0]?.body as FormData;
    expect(JSON.parse(String(sent.get('data')))).toEqual({
      title: 'Змейка',
      title_justification: 'Она длинная',
      stages: 'Нарисовал и оживил',
      difficulties: 'Хвост отставал',
      reason: 'Люблю игры',
      category_id: 1,
      link: null,
    });
    expect((sent.getAll('file')[0] as File).name).toBe('snake.png');
    expect(sent.get('_method')).toBeNull();
    await waitFor(() =>
      expect(notifySuccess).toHaveBeenCalledWith(
        'Проект отправлен учителю. Когда он его одобрит, проект появится на выставке!',
      ),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server’s refusals under their fields', async () => {
    server.on(
      itProjectsApi.create,
      refuse(400, 'IT_PROJECT_INVALID', [
        { field: 'link', code: 'LINK_NOT_HTTPS', message: errorMessage('LINK_NOT_HTTPS') },
        {
          field: 'screenshots.0',
          code: 'IT_PROJECT_SCREENSHOT_TYPE',
          message: errorMessage('IT_PROJECT_SCREENSHOT_TYPE'),
        },
      ]),
    );
    const { dialog } = await openForm();

    await fillText(dialog);
    setValue(within(dialog).getByRole('textbox', { name: /Ссылка на проект/ }), 'https://example.com/snake');
    await userEvent.upload(fileInput(), new File([new Uint8Array(64)], 'snake.png', { type: 'image/png' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить учителю' }));

    expect(await within(dialog).findByText(errorMessage('LINK_NOT_HTTPS')['ru-RU'])).toBeInTheDocument();
    expect(within(dialog).getByText(errorMessage('IT_PROJECT_SCREENSHOT_TYPE')['ru-RU'])).toBeInTheDocument();
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('edits with the method override, keeping the screenshots not taken away', async () => {
    const project = projectDetail(9, 'Старая змейка', {
      is_own: true,
      category: CATEGORIES[1] ?? CATEGORIES[0],
      screenshots: [
        { id: 31, url: '/media/a.webp' },
        { id: 32, url: '/media/b.webp' },
      ],
    });
    server.on(itProjectsApi.update, { ...project, status: 'pending' });
    const { dialog } = await openForm({ project });

    expect(within(dialog).getByText('После изменений проект снова проверит учитель')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Убрать скриншот 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить и отправить учителю' }));

    await waitFor(() => expect(server.callsTo(itProjectsApi.update)).toHaveLength(1));
    const call = server.callsTo(itProjectsApi.update)[0];
    expect(call?.params).toEqual({ id: '9' });
    const sent = call?.body as FormData;
    expect(sent.get('_method')).toBe('PATCH');
    expect(JSON.parse(String(sent.get('data')))).toMatchObject({ category_id: 2, keep_screenshot_ids: [32] });
  });
});
