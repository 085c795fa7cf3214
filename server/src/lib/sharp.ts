import type { Sharp, SharpOptions } from 'sharp';

type SharpFactory = (input?: Buffer | Uint8Array | string, options?: SharpOptions) => Sharp;

let loading: Promise<SharpFactory> | undefined;

/**
 * sharp and libvips take ~30 MB once loaded, so a process loads them with its first picture. libvips' operation
 * cache (up to 50 MB and 100 operations by default) is turned off: the server draws each upload once, so the cache
 * could never hit and would only hold the memory of the last pictures.
 */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
