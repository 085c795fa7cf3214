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
  });
});
