import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { AppModal } from './AppModal.tsx';

function overlay(): HTMLElement {
  const element = document.querySelector<HTMLElement>('.mantine-Modal-overlay');
  if (!element) throw new Error('modal overlay is not rendered');
  return element;
}

describe('AppModal', () => {
  it('shows its title and content while opened', () => {
    renderWithProviders(
      <AppModal opened onClose={() => {}} title="Новости">
        Текст новости
      </AppModal>,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('Новости');
    expect(screen.getByText('Текст новости')).toBeInTheDocument();
  });

  it('closes when the user clicks outside of it', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <AppModal opened onClose={onClose} title="Новости">
        Текст
      </AppModal>,
    );
    await userEvent.click(overlay());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open on an outside click when the caller turns that off', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <AppModal opened onClose={onClose} closeOnClickOutside={false} title="Форма">
        Поля
      </AppModal>,
    );
    await userEvent.click(overlay());
    expect(onClose).not.toHaveBeenCalled();
  });
});
