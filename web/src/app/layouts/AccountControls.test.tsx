import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { AccountControls } from './AccountControls.tsx';

vi.mock('../../lib/auth.tsx', () => ({
  useAuth: () => ({
    user: { id: 2, role_id: 2, name: 'Ирина Петрова', avatar: '/media/avatars/a.webp?v=1' },
    logout: vi.fn(),
  }),
}));

describe('AccountControls', () => {
  it("shows a staff member's picture beside the name, read once by a screen reader", () => {
    const { container } = renderWithProviders(<AccountControls withAvatar />);
    expect(screen.getByText('Ирина Петрова')).toBeInTheDocument();
    const picture = container.querySelector('img[src="/media/avatars/a.webp?v=1"]');
    expect(picture).not.toBeNull();
    expect(picture?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('leaves the picture out unless asked', () => {
    const { container } = renderWithProviders(<AccountControls />);
    expect(screen.getByText('Ирина Петрова')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });
});
