/**
 * WebP compression effort for the pictures the demo seed draws. A fresh embedded install draws ~200 WebP files before
 * it can answer (the cold start of docs/PERFORMANCE.md): effort 2 takes about half the time of libvips' default 4
 * for ~4 % more bytes, which a demo's drawings can spare.
 */
export const SEED_WEBP_EFFORT = 2;
