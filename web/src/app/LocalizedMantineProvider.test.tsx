import { CloseButton, Drawer, Notification } from '@mantine/core';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { AppModal } from '../ui/AppModal.tsx';

function Dialogs() {
  return (
    <>
      <AppModal opened onClose={() => undefined} title="Окно">
        текст
      </AppModal>
      <Drawer opened onClose={() => undefined} title="Меню">
        пункты
      </Drawer>
      <Notification title="Готово" data-testid="notice">
        Сохранено
      </Notification>
      <CloseButton data-testid="bare" />
    </>
  );
}

describe('close buttons drawn by the UI kit', () => {
  it('are named in the interface language in modals, drawers, notices and on their own', async () => {
    renderWithProviders(<Dialogs />);
    expect(within(screen.getByRole('dialog', { name: 'Окно' })).getByRole('button', { name: 'Закрыть' })).toBeVisible();
    expect(within(screen.getByRole('dialog', { name: 'Меню' })).getByRole('button', { name: 'Закрыть' })).toBeVisible();
    expect(within(screen.getByTestId('notice')).getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
    expect(screen.getByTestId('bare')).toHaveAccessibleName('Закрыть');
  });

  it('follow a change of language', async () => {
    const { i18n } = renderWithProviders(<Dialogs />, { locale: 'uk-UA' });
    expect(screen.getAllByRole('button', { name: 'Закрити' })).toHaveLength(4);
    await act(() => i18n.changeLanguage('en-US'));
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(4);
  });

  it('leave a dialog header out of the page landmarks', () => {
    renderWithProviders(<Dialogs />);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
