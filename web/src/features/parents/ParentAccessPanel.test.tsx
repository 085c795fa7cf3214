import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParentAccess } from '@umka/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer, ok } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { ParentAccessPanel } from './ParentAccessPanel.tsx';

let access: ParentAccess;
let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  access = {
    parents: [{ id: 40, name: 'Ольга Иванова', email: 'olga@example.com', linked_at: '2026-12-01T09:00:00.000Z' }],
    invites: [],
  };
  server = mockServer({
    'GET /api/students/11/parent-access': () => ok(access),
    'POST /api/students/11/parent-invites': () => {
      access = {
        ...access,
        invites: [
          {
            id: 3,
            created_at: '2026-12-05T10:00:00.000Z',
            expires_at: '2026-12-12T10:00:00.000Z',
            created_by_name: 'Миша Иванов',
          },
        ],
      };
      return ok({ id: 3, code: 'ABCD-EF23', expires_at: '2026-12-12T10:00:00.000Z' });
    },
    'DELETE /api/students/11/parents/40': () => {
      access = { ...access, parents: [] };
      return ok({ id: 40 });
    },
  });
});

describe("a child's parent access", () => {
  it('shows a new code once with its link, and lists it as waiting', async () => {
    renderWithProviders(<ParentAccessPanel studentId={11} audience="child" />);
    expect(await screen.findByText('Ольга Иванова')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Пригласить родителя' }));
    expect(await screen.findByTestId('parent-invite-code')).toHaveTextContent('ABCD-EF23');
    expect(screen.getByText(/\/parent\/join\?code=ABCD-EF23/)).toBeInTheDocument();
    expect(await screen.findByText('Ждут ответа')).toBeInTheDocument();
    expect(screen.getByText(/Миша Иванов/)).toBeInTheDocument();
  });

  it('removes a parent only after a confirmation', async () => {
    renderWithProviders(<ParentAccessPanel studentId={11} audience="child" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Убрать доступ: Ольга Иванова' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/больше не будет видеть успехи/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    expect(await screen.findByText('Пока никто')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        server.calls.filter((call) => call.method === 'DELETE' && call.path === '/api/students/11/parents/40'),
      ).toHaveLength(1),
    );
  });
});
