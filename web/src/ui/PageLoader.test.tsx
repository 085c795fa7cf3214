import { act, fireEvent, screen } from '@testing-library/react';
import { LOADER_TIMEOUT_MS } from '@umka/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { PageLoader } from './PageLoader.tsx';

describe('PageLoader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('spins until the time-out and then shows an error with a retry button', () => {
    renderWithProviders(<PageLoader timeoutMs={5000} onRetry={() => {}} />);
    expect(screen.getByRole('status', { name: 'Загрузка…' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('Загрузка затянулась');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('waits the spec loader time-out of 120 seconds by default', () => {
    renderWithProviders(<PageLoader onRetry={() => {}} />);
    act(() => vi.advanceTimersByTime(LOADER_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('retries on request and starts waiting again', () => {
    const onRetry = vi.fn();
    renderWithProviders(<PageLoader timeoutMs={1000} onRetry={onRetry} />);
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Попробовать снова' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
