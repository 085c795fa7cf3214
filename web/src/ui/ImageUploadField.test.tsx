import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, MEDIA_MAX_BYTES } from '@umka/contracts';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fail, mockServer, ok } from '../test/app-harness.tsx';
import { renderWithProviders } from '../test/render.tsx';
import { ImageUploadField } from './ImageUploadField.tsx';

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <ImageUploadField label="Картинка" value={value} onChange={setValue} required />;
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

const pathInput = () => screen.getByRole('textbox', { name: /Картинка/ });
const svg = (name = 'hat.svg', bytes = 64) => new File(['<svg>'.padEnd(bytes, ' ')], name, { type: 'image/svg+xml' });

describe('ImageUploadField', () => {
  it('uploads a chosen file as multipart and shows the stored picture', async () => {
    const server = mockServer({ 'POST /api/admin/media': ok({ url: '/media/abc123.webp' }) });
    renderWithProviders(<Field />);
    expect(screen.getByRole('button', { name: 'Загрузить файл для поля «Картинка»' })).toBeInTheDocument();

    await userEvent.upload(fileInput(), svg());

    await waitFor(() => expect(pathInput()).toHaveValue('/media/abc123.webp'));
    expect(screen.getByRole('img', { name: 'Текущая картинка поля «Картинка»' })).toHaveAttribute(
      'src',
      '/media/abc123.webp',
    );
    const sent = server.calls.find((call) => call.path === '/api/admin/media');
    if (!sent) throw new Error('nothing uploaded');
    expect(sent.method).toBe('POST');
    expect(sent.body).toBeInstanceOf(FormData);
    expect(((sent.body as FormData).get('file') as File).name).toBe('hat.svg');
  });

  it("shows the server's refusal under the field and keeps the old picture", async () => {
    mockServer({ 'POST /api/admin/media': fail(415, 'IMAGE_TYPE_NOT_ALLOWED') });
    renderWithProviders(<Field initial="/art/clothes/cap.svg" />, { locale: 'en-US' });

    await userEvent.upload(fileInput(), svg('evil.svg'));

    expect(await screen.findByText(errorMessage('IMAGE_TYPE_NOT_ALLOWED')['en-US'])).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Картинка/ })).toHaveAccessibleDescription(
      expect.stringContaining(errorMessage('IMAGE_TYPE_NOT_ALLOWED')['en-US']),
    );
    expect(pathInput()).toHaveValue('/art/clothes/cap.svg');
  });

  it('refuses a file over the size limit without sending it', async () => {
    const server = mockServer({ 'POST /api/admin/media': ok({ url: '/media/never.png' }) });
    renderWithProviders(<Field />);

    const big = new File([new Uint8Array(MEDIA_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(fileInput(), big);

    expect(await screen.findByText(errorMessage('IMAGE_TOO_LARGE')['ru-RU'])).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === '/api/admin/media')).toBe(false);
    expect(pathInput()).toHaveValue('');
  });

  it('uploads a dropped file and refuses a dropped file of another type before sending it', async () => {
    const server = mockServer({ 'POST /api/admin/media': ok({ url: '/media/drop.png' }) });
    renderWithProviders(<Field />);
    const zone = screen.getByText('или перетащите его сюда');

    fireEvent.drop(zone, { dataTransfer: { files: [new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText(errorMessage('IMAGE_TYPE_NOT_ALLOWED')['ru-RU'])).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === '/api/admin/media')).toBe(false);

    fireEvent.drop(zone, { dataTransfer: { files: [new File(['png'], 'sofa.png', { type: 'image/png' })] } });
    await waitFor(() => expect(pathInput()).toHaveValue('/media/drop.png'));
    expect(screen.queryByText(errorMessage('IMAGE_TYPE_NOT_ALLOWED')['ru-RU'])).not.toBeInTheDocument();
  });

  it('takes a typed path of art from the repo', async () => {
    renderWithProviders(<Field />);
    fireEvent.change(pathInput(), { target: { value: '/art/clothes/scarf.svg' } });
    expect(screen.getByRole('img', { name: 'Текущая картинка поля «Картинка»' })).toHaveAttribute(
      'src',
      '/art/clothes/scarf.svg',
    );
  });
});
