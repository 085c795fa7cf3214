import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ImageViewer, type ViewerImage } from './ImageViewer.tsx';

const images: ViewerImage[] = [
  { src: '/a.png', alt: 'Кот' },
  { src: '/b.png', alt: 'Пёс' },
  { src: '/c.png', alt: 'Ёж' },
];

function shownImage(): string | null {
  return screen.getByRole('img').getAttribute('alt');
}

describe('ImageViewer', () => {
  it('shows the first image with a counter and moves on with the next button', async () => {
    renderWithProviders(<ImageViewer opened onClose={() => {}} images={images} />);
    expect(shownImage()).toBe('Кот');
    expect(screen.getByText('1 из 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Следующее изображение' }));
    expect(shownImage()).toBe('Пёс');
    expect(screen.getByText('2 из 3')).toBeInTheDocument();
  });

  it('disables previous on the first image and next on the last one when not looping', async () => {
    renderWithProviders(<ImageViewer opened onClose={() => {}} images={images} />);
    const previous = screen.getByRole('button', { name: 'Предыдущее изображение' });
    const next = screen.getByRole('button', { name: 'Следующее изображение' });
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    await userEvent.click(next);
    expect(shownImage()).toBe('Ёж');
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
  });

  it('wraps from the last image to the first and back when looping', async () => {
    renderWithProviders(<ImageViewer opened onClose={() => {}} images={images} startIndex={2} loop />);
    expect(shownImage()).toBe('Ёж');
    await userEvent.click(screen.getByRole('button', { name: 'Следующее изображение' }));
    expect(shownImage()).toBe('Кот');
    await userEvent.click(screen.getByRole('button', { name: 'Предыдущее изображение' }));
    expect(shownImage()).toBe('Ёж');
  });

  it('moves between images with the keyboard arrows', async () => {
    renderWithProviders(<ImageViewer opened onClose={() => {}} images={images} />);
    await userEvent.keyboard('{ArrowRight}');
    expect(shownImage()).toBe('Пёс');
    await userEvent.keyboard('{ArrowLeft}');
    expect(shownImage()).toBe('Кот');
    await userEvent.keyboard('{ArrowLeft}');
    expect(shownImage()).toBe('Кот');
  });
});
