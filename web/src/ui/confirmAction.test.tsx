import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { confirmAction } from './confirmAction.tsx';

function askAndRecord(answers: boolean[]) {
  return (
    <Button
      onClick={async () => {
        answers.push(
          await confirmAction({ title: 'Заблокировать пользователя?', message: 'Иван Петров', danger: true }),
        );
      }}
    >
      ask
    </Button>
  );
}

describe('confirmAction', () => {
  it('shows the question and resolves true when the user says yes', async () => {
    const answers: boolean[] = [];
    renderWithProviders(askAndRecord(answers));
    await userEvent.click(screen.getByRole('button', { name: 'ask' }));
    expect(await screen.findByText('Заблокировать пользователя?')).toBeInTheDocument();
    expect(screen.getByText('Иван Петров')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(answers).toEqual([true]));
  });

  it('resolves false when the user says no', async () => {
    const answers: boolean[] = [];
    renderWithProviders(askAndRecord(answers));
    await userEvent.click(screen.getByRole('button', { name: 'ask' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Нет' }));
    await waitFor(() => expect(answers).toEqual([false]));
  });

  it('resolves false when the user dismisses the dialog with Escape', async () => {
    const answers: boolean[] = [];
    renderWithProviders(askAndRecord(answers));
    await userEvent.click(screen.getByRole('button', { name: 'ask' }));
    await screen.findByRole('button', { name: 'Да' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(answers).toEqual([false]));
    expect(screen.queryByRole('button', { name: 'Да' })).not.toBeInTheDocument();
  });

  it('uses the given confirm label in the current language', async () => {
    const answers: boolean[] = [];
    renderWithProviders(
      <Button onClick={async () => answers.push(await confirmAction({ title: 'Delete?', confirmLabel: 'Delete' }))}>
        ask
      </Button>,
      { locale: 'en-US' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'ask' }));
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
  });
});
