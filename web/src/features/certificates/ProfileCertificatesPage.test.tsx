import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { buildCertificate } from './certificates.fixtures.ts';
import { ProfileCertificatesPage } from './ProfileCertificatesPage.tsx';

const client = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), delete: vi.fn(), blob: vi.fn() }));
vi.mock('../../lib/api.ts', async () => {
  const { ApiError, isApiError } = await import('../../lib/api-error.ts');
  return { api: client, silentApi: client, ApiError, isApiError };
});
vi.mock('../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 11, role_id: 3 } }) }));

const certificates = [
  buildCertificate({ id: 6, title: 'Лучший читатель', issued_on: '2026-12-01', issuer_name: 'Ольга Ивановна' }),
  buildCertificate(),
];

beforeEach(() => {
  client.get.mockReset().mockResolvedValue(certificates);
  client.blob.mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ProfileCertificatesPage', () => {
  it('shows each of the student’s certificates with its reason, day and teacher', async () => {
    renderWithProviders(<ProfileCertificatesPage />);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Лучший читатель',
      'Чемпион по ментальной арифметике',
    ]);
    expect(client.get).toHaveBeenCalledWith('/students/11/certificates', expect.anything());
    const second = within(cards[1] as HTMLElement);
    expect(second.getByText('Три раунда подряд без ошибок')).toBeInTheDocument();
    expect(second.getByText('20 ноября 2026 г.')).toBeInTheDocument();
    expect(second.getByText('Учитель: Анна Петровна')).toBeInTheDocument();
    expect(second.queryByRole('button', { name: /Отозвать/ })).not.toBeInTheDocument();
  });

  it('says so when there are none yet', async () => {
    client.get.mockResolvedValue([]);
    renderWithProviders(<ProfileCertificatesPage />);
    expect(await screen.findByText('Пока нет сертификатов')).toBeInTheDocument();
  });

  it('downloads the PDF through the API client, with the token, and saves it under the title', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    client.blob.mockResolvedValue(pdf);
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:certificate');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<ProfileCertificatesPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Скачать сертификат «Чемпион по ментальной арифметике» в PDF' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(client.blob).toHaveBeenCalledWith('/certificates/5/pdf');
    expect(createObjectURL).toHaveBeenCalledWith(pdf);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.href).toBe('blob:certificate');
    expect(link.download).toBe('Чемпион по ментальной арифметике.pdf');
  });
});
