import { IconNews } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { FormPageFrame } from './FormPageFrame.tsx';

describe('FormPageFrame', () => {
  it('leads back to its list above the page title and the form', () => {
    renderWithProviders(
      <FormPageFrame backTo="/admin/news" backLabel="К новостям" icon={IconNews} title="Новая новость">
        <form aria-label="Новость" />
      </FormPageFrame>,
    );
    expect(screen.getByRole('link', { name: 'К новостям' })).toHaveAttribute('href', '/admin/news');
    expect(screen.getByRole('heading', { level: 1, name: 'Новая новость' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Новость' })).toBeInTheDocument();
  });
});
