import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../lib/notify.ts';
import { mockServer, ok } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { ParentChatSwitch } from './ParentChatSwitch.tsx';

vi.mock('../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

describe('the class form’s parents’ chat switch', () => {
  beforeEach(() => vi.mocked(notifySuccess).mockClear());

  it('shows the class’s setting with what it means and saves a change at once', async () => {
    const server = mockServer({
      'GET /api/groups/7/parent-chat': ok({ group_id: 7, enabled: true }),
      'PUT /api/groups/7/parent-chat': ok({ group_id: 7, enabled: false }),
    });
    renderWithProviders(<ParentChatSwitch groupId={7} />);
    const toggle = await screen.findByRole('switch', { name: /Родители могут писать учителю/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).toBeChecked();
    expect(screen.getByText(/Родители учеников этого класса смогут писать вам в чат/)).toBeInTheDocument();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(server.callsTo(chatApi.setParentChat).map((call) => call.body)).toEqual([{ enabled: false }]);
    expect(notifySuccess).toHaveBeenCalledWith('Родители этого класса больше не могут писать вам');
  });
});
