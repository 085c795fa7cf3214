import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, type Group, type Material } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { type FakeResponse, fail, mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { uploadPrivateFile } from '../../files/uploadFile.ts';
import { TeacherMaterialsPage } from './TeacherMaterialsPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 2, role_id: 2 } }) }));
vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../files/uploadFile.ts', () => ({ uploadPrivateFile: vi.fn() }));

const classOf = (id: number, title: string): Group => ({
  id,
  title,
  subject_id: 3,
  teacher_id: 2,
  deleted_at: null,
  students_count: 4,
});
const classes = [classOf(7, '3 A'), classOf(8, '4 B')];

const worksheet: Material = {
  id: 31,
  teacher_id: 2,
  title: 'Abacus worksheet',
  kind: 'link',
  url: 'https://example.org/abacus',
  file: null,
  description: 'Print it before the lesson',
  group_ids: [7],
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};

let library: Material[];
let server: ReturnType<typeof mockServer>;

const dialog = () => screen.getByRole('dialog');
const render = () => renderWithProviders(<TeacherMaterialsPage />, { locale: 'en-US' });

beforeEach(() => {
  library = [worksheet];
  server = mockServer({
    'GET /api/teachers/2/materials': () => ok(library),
    'GET /api/teachers/2/groups': ok(classes),
  });
  vi.mocked(uploadPrivateFile).mockReset();
});

describe('TeacherMaterialsPage', () => {
  it('lists the library with what each material is and which classes see it', async () => {
    render();
    const card = await screen.findByRole('article', { name: 'Abacus worksheet' });
    expect(within(card).getByText('Link')).toBeInTheDocument();
    expect(within(card).getByText('Print it before the lesson')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open the link' })).toHaveAttribute(
      'href',
      'https://example.org/abacus',
    );
    expect(await within(card).findByText('Shared with: 3 A')).toBeInTheDocument();
  });

  it('adds a link and shows the server refusing an unsafe one beside the field', async () => {
    library = [];
    const answers: FakeResponse[] = [
      fail(422, 'VALIDATION_FAILED', [
        { field: 'url', code: 'LINK_NOT_HTTPS', message: errorMessage('LINK_NOT_HTTPS') },
      ]),
      { status: 201, body: { status: true, data: { ...worksheet, id: 40, title: 'Number line', group_ids: [] } } },
    ];
    server.set('POST /api/teachers/2/materials', () => answers.shift() ?? fail(500, 'INTERNAL_ERROR'));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add material' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: /Title/ }), 'Number line');
    await userEvent.click(within(dialog()).getByRole('radio', { name: 'Link' }));
    const url = within(dialog()).getByRole('textbox', { name: /Link/ });
    await userEvent.type(url, 'https://example.org/line');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Enter a link starting with https://')).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const created = server.calls.filter((call) => call.method === 'POST' && call.path === '/api/teachers/2/materials');
    expect(created.at(-1)?.body).toEqual({
      title: 'Number line',
      kind: 'link',
      url: 'https://example.org/line',
      description: null,
    });
  });

  it('refuses a javascript: link before sending it', async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add material' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: /Title/ }), 'Trap');
    await userEvent.click(within(dialog()).getByRole('radio', { name: 'Link' }));
    await userEvent.type(within(dialog()).getByRole('textbox', { name: /Link/ }), 'javascript:alert(1)');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    expect(await within(dialog()).findByText('Enter a link starting with https://')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('uploads a file and shows a refused type in the form', async () => {
    vi.mocked(uploadPrivateFile).mockRejectedValueOnce(
      new ApiError(415, 'FILE_TYPE_NOT_ALLOWED', errorMessage('FILE_TYPE_NOT_ALLOWED')),
    );
    const { container } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add material' }));
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['MZ'], 'game.exe'));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(/Only PDF, PNG/);
  });

  it('shares a material with the classes picked', async () => {
    server.set('PUT /api/materials/31/groups', ok({ ...worksheet, group_ids: [7, 8] }));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Share «Abacus worksheet» with classes' }));
    expect(await within(dialog()).findByRole('checkbox', { name: '3 A' })).toBeChecked();
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: '4 B' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body])).toEqual([
        ['/api/materials/31/groups', { group_ids: [7, 8] }],
      ]),
    );
  });

  it('deletes a material only once confirmed', async () => {
    server.set('DELETE /api/materials/31', ok({ id: 31 }));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete «Abacus worksheet»' }));
    expect(within(dialog()).getByText('Delete the material?')).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(server.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
        '/api/materials/31',
      ]),
    );
  });
});
