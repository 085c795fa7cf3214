import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createLogger } from './logger.ts';

it('never writes a token or a password to the log', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'umka-log-'));
  try {
    const file = join(dir, 'log');
    const logger = createLogger('info', file);
    logger.info({ req: { headers: { authorization: 'Bearer secret-token' } } }, 'request');
    logger.info({ res: { headers: { 'jwt-token': 'renewed-token' } } }, 'response');
    logger.info({ res: { headers: { 'set-cookie': 'umka_page_session=page-token; HttpOnly' } } }, 'response');
    logger.info({ body: { password: 'hunter2-hunter2', password_hash: '$argon2id$x' } }, 'body');
    logger.flush();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const written = readFileSync(file, 'utf8');
    expect(written).toContain('[redacted]');
    for (const secret of ['secret-token', 'renewed-token', 'page-token', 'hunter2-hunter2', '$argon2id$x']) {
      expect(written).not.toContain(secret);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('censors a password an error carries, and keeps it an error with its message', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'umka-log-'));
  try {
    const file = join(dir, 'log');
    const logger = createLogger('info', file);
    logger.error({ err: Object.assign(new Error('refused'), { password: 'hunter2-hunter2' }) }, 'failed');
    logger.flush();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const line = JSON.parse(readFileSync(file, 'utf8')) as { err: { message: string; password: string } };
    expect(line.err.message).toBe('refused');
    expect(line.err.password).toBe('[redacted]');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
