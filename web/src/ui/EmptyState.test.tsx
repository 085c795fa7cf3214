import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('shows its title, description and action', () => {
    renderWithProviders(
      <EmptyState title="Классов пока нет" description="Создайте первый класс" action={<Button>Создать</Button>} />,
    );
    expect(screen.getByText('Классов пока нет')).toBeInTheDocument();
    expect(screen.getByText('Создайте первый класс')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Создать' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('makes its title a heading of the asked level when it stands for the whole page', () => {
    renderWithProviders(<EmptyState title="Класс не найден" titleOrder={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Класс не найден' })).toBeInTheDocument();
  });
});
