import { screen, within } from '@testing-library/react';
import type { AdminLocation } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { AdminLocationsPage } from './AdminLocationsPage.tsx';

function location(id: number, kind: AdminLocation['kind'], title: string, things_count: number): AdminLocation {
  return {
    id,
    kind,
    field_activity_id: kind === 'job' ? id : null,
    title: { 'ru-RU': title, 'en-US': `${title} (en)`, 'uk-UA': `${title} (uk)` },
    background: `/art/locations/${id}.svg`,
    things_count,
  };
}

describe('AdminLocationsPage', () => {
  it('lists the locations by kind with their background and things count', async () => {
    mockServer({
      'GET /api/admin/locations': ok([
        location(3, 'job', 'Ветклиника', 1),
        location(1, 'home', 'Дом', 12),
        location(4, 'job', 'Пекарня', 0),
        location(2, 'class', 'Класс', 5),
      ]),
    });
    renderWithProviders(<AdminLocationsPage />);

    const jobs = await screen.findByRole('region', { name: 'Места работы' });
    expect(
      within(jobs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/locations/3', '/admin/locations/4']);
    expect(within(jobs).getByRole('link', { name: 'Открыть «Ветклиника», 1 вещь' })).toBeInTheDocument();
    const home = screen.getByRole('region', { name: 'Дом' });
    const homeLink = within(home).getByRole('link', { name: 'Открыть «Дом», 12 вещей' });
    expect(homeLink.querySelector('img')).toHaveAttribute('src', '/art/locations/1.svg');
    expect(within(homeLink).getByText('12 вещей')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Дом',
      'Места работы',
      'Место класса',
    ]);
  });
});
