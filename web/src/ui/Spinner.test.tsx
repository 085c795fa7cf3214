import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { Spinner } from './Spinner.tsx';

describe('Spinner', () => {
  it('announces loading in the interface language', () => {
    renderWithProviders(<Spinner />, { locale: 'uk-UA' });
    expect(screen.getByRole('status', { name: 'Завантаження…' })).toBeInTheDocument();
  });
});
