import { screen, within } from '@testing-library/react';
import { type AuditLogDetail, adminApi, subjectsApi } from '@umka/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer, refuse } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { AdminLogPage } from './AdminLogPage.tsx';

const update: AuditLogDetail = {
  id: 31,
  user_id: 1,
  user_name: 'Алла Админова',
  user_role_id: 1,
  action: 'user.update',
  target_type: 'user',
  target_id: 5,
  target_name: 'Ольга Сидорова',
  target_role_id: 3,
  ip: '10.0.0.7',
  created_at: '2026-03-10T10:00:00Z',
  before: { first_name: 'Оля', password: '•••', phone: null },
  after: { first_name: 'Ольга', password: '•••', phone: '+380501112233' },
  meta: null,
};

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  server = mockServer();
  server.on(subjectsApi.list, []);
});

const open = (id: number) =>
  renderWithProviders(<AdminLogPage />, { route: `/admin/logs/${id}`, path: '/admin/logs/:id' });

describe('AdminLogPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the entry with its before and after, the changed fields marked', async () => {
    server.on(adminApi.log, update);
    open(31);

    expect(await screen.findByText('Изменены данные пользователя')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Запись журнала №31' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Алла Админова' })).toHaveAttribute(
      'href',
      `/admin?search=${encodeURIComponent('Алла Админова')}`,
    );
    expect(screen.getByRole('link', { name: 'Ольга Сидорова' })).toHaveAttribute('href', '/admin/students/5');
    const change = screen.getByRole('region', { name: 'Изменение' });
    const [, firstName, password, phone] = within(change).getAllByRole('row');
    expect(firstName).toHaveTextContent(/first_name.*Оля.*Ольга/);
    expect(firstName).toHaveAttribute('data-changed', 'true');
    expect(phone).toHaveTextContent(/phone.*—.*\+380501112233/);
    expect(phone).toHaveAttribute('data-changed', 'true');
    // A new password shows as changed on both sides, never its value.
    expect(password).toHaveTextContent(/password.*•••.*•••/);
    expect(password).not.toHaveAttribute('data-changed');
  });

  it('says so plainly when an entry keeps no before and after, and shows what else it noted', async () => {
    server.on(adminApi.log, { ...update, action: 'user.block', before: null, after: null, meta: { count: 3 } });
    open(31);

    expect(await screen.findByText('Эта запись не хранит значений до и после')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('count:').parentElement).toHaveTextContent('count: 3');
  });

  it('tells when the entry does not exist', async () => {
    server.on(adminApi.log, refuse(404, 'NOT_FOUND'));
    open(999);
    expect(await screen.findByRole('alert')).toBeVisible();
  });
});
