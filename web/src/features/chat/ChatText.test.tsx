import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ChatText } from './ChatText.tsx';

describe('the text of a chat message', () => {
  it('turns web addresses into links that open in a new tab without access to this page', () => {
    renderWithProviders(<ChatText text="Задание тут: https://example.com/task?id=5. Удачи!" />);
    const link = screen.getByRole('link', { name: 'https://example.com/task?id=5' });
    expect(link).toHaveAttribute('href', 'https://example.com/task?id=5');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.parentElement).toHaveTextContent('Задание тут: https://example.com/task?id=5. Удачи!');
  });

  it('shows markup as text and never runs it', () => {
    const { container } = renderWithProviders(<ChatText text={'<script>alert(1)</script><b>жирный</b>'} />);
    expect(container).toHaveTextContent('<script>alert(1)</script><b>жирный</b>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('leaves a javascript: or data: address as plain text', () => {
    renderWithProviders(<ChatText text="javascript:alert(1) и data:text/html,<h1>hi</h1>" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('javascript:alert(1) и data:text/html,<h1>hi</h1>')).toBeInTheDocument();
  });

  it('does not let an address smuggle quotes or markup into the link', () => {
    renderWithProviders(<ChatText text={'http://example.com/"><img src=x onerror=alert(1)>'} />);
    expect(screen.getByRole('link')).toHaveAttribute('href', 'http://example.com/');
    expect(document.querySelector('img')).toBeNull();
  });
});
