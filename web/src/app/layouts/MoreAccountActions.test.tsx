import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE, type RoleId } from '@umka/contracts';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { MoreAccountActions } from './MoreAccountActions.tsx';

const signedIn: { role_id: RoleId } = { role_id: ROLE.student };

vi.mock('../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 5, name: 'Миша', ...signedIn } }) }));

async function devicesLink() {
  renderWithProviders(<MoreAccountActions disabled={false} onLogoutEverywhere={vi.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Другие действия с аккаунтом' }));
  return screen.findByRole('menuitem', { name: 'Мои устройства' });
}

describe('the account menu', () => {
  it("leads a student to the devices page in the student's own area", async () => {
    signedIn.role_id = ROLE.student;
    expect(await devicesLink()).toHaveAttribute('href', '/student/devices');
  });

  it.each([ROLE.admin, ROLE.teacher, ROLE.parent])(
    'leads role %i to the devices page of the staff shell',
    async (role) => {
      signedIn.role_id = role;
      expect(await devicesLink()).toHaveAttribute('href', '/account/devices');
    },
  );
});
