import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazyWithPreload.ts';

function Fallback() {
  return <p>loading</p>;
}

describe('a lazily loaded page with a preload handle', () => {
  it('renders at once, without its fallback, when its chunk was preloaded', async () => {
    const Page = lazyWithPreload(async () => ({ default: ({ name }: { name: string }) => <h1>{name}</h1> }));
    await Page.preload();

    render(
      <Suspense fallback={<Fallback />}>
        <Page name="home" />
      </Suspense>,
    );

    expect(screen.getByRole('heading', { name: 'home' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('shows the fallback until a chunk asked for by the render itself is in', async () => {
    const Page = lazyWithPreload(async () => ({ default: () => <h1>home</h1> }));
    render(
      <Suspense fallback={<Fallback />}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
  });

  it('tries a failed load again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => null }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: () => null });
    const Page = lazyWithPreload(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toBeDefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
