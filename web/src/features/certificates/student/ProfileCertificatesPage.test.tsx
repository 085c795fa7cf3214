import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE } from '@umka/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockServer, ok, signIn } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { buildCertificate } from '../certificates.fixtures.ts';
import { ProfileCertificatesPage } from './ProfileCertificatesPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 11, role_id: 3 } }) }));

const certificates = [
  buildCertificate({ id: 6, title: 'Лучший читатель', issued_on: '2026-12-01', issuer_name: 'Ольга Ивановна' }),
  buildCertificate(),
];

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  server = mockServer({ 'GET /api/students/11/certificates': ok(certificates) });
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
    expect(server.calls.map((call) => call.path)).toContain('/api/students/11/certificates');
    const second = within(cards[1] as HTMLElement);
    expect(second.getByText('Три раунда подряд без ошибок')).toBeInTheDocument();
    expect(second.getByText('20 ноября 2026 г.')).toBeInTheDocument();
    expect(second.getByText('Учитель: Анна Петровна')).toBeInTheDocument();
    expect(second.queryByRole('button', { name: /Отозвать/ })).not.toBeInTheDocument();
  });

  it('says so when there are none yet', async () => {
    server.set('GET /api/students/11/certificates', ok([]));
    renderWithProviders(<ProfileCertificatesPage />);
    expect(await screen.findByText('Пока нет сертификатов')).toBeInTheDocument();
  });

  it('downloads the PDF through the API client, with the token, and saves it under the title', async () => {
    server.set('GET /api/certificates/5/pdf', {
      body: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
      headers: { 'content-type': 'application/pdf' },
    });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:certificate');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    signIn(buildUser(ROLE.student, { id: 11 }));
    renderWithProviders(<ProfileCertificatesPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Скачать сертификат «Чемпион по ментальной арифметике» в PDF' }),
    );
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const download = server.calls.find((call) => call.path === '/api/certificates/5/pdf');
    expect(download?.headers.get('Authorization')).toBe('Bearer token-1');
    const saved = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(await saved.text()).toBe('%PDF-1.7');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.href).toBe('blob:certificate');
    expect(link.download).toBe('Чемпион по ментальной арифметике.pdf');
  });
});
