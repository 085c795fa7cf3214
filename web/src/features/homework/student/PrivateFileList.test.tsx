import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PrivateFile } from '@umka/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { PrivateFileList } from './PrivateFileList.tsx';

const file = (id: number, name: string, content_type: string): PrivateFile => ({
  id,
  name,
  size: 1000,
  content_type,
  created_at: '2026-11-20T10:00:00Z',
});
const files = [
  file(1, 'abacus.png', 'image/png'),
  file(2, 'essay.pdf', 'application/pdf'),
  file(3, 'beads.jpg', 'image/jpeg'),
];

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  const picture = () => ({ body: new Blob(['x'], { type: 'image/png' }), headers: { 'content-type': 'image/png' } });
  server = mockServer(Object.fromEntries(files.map((item) => [`GET /api/files/${item.id}`, picture])));
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:picture-${Math.random()}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PrivateFileList', () => {
  it('opens pictures in the viewer one after another and leaves other files to download', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PrivateFileList files={files} />);

    expect(screen.queryByRole('button', { name: 'Посмотреть картинку «essay.pdf»' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать файл essay.pdf' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Посмотреть картинку «beads.jpg»' }));

    const viewer = await screen.findByRole('dialog', { name: 'Картинки' });
    expect(within(viewer).getByRole('img', { name: 'beads.jpg' })).toBeInTheDocument();
    expect(within(viewer).getByText('2 из 2')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Предыдущее изображение' }));
    expect(within(viewer).getByRole('img', { name: 'abacus.png' })).toBeInTheDocument();
    expect(server.calls.map((call) => call.path)).toEqual(['/api/files/1', '/api/files/3']);
  });
});
