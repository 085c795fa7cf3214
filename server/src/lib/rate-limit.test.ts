import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeEachDatabase, errorOf } from '../test/harness.ts';

const PER_MINUTE = 30;

const webDist = mkdtempSync(join(tmpdir(), 'umka-web-'));
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Umka</title><div id="root"></div>');
writeFileSync(join(webDist, 'assets', 'app-1234.js'), 'console.log("umka")');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

describeEachDatabase(
  'request rate limit',
  (t) => {
    it('answers 429 RATE_LIMITED once an address exceeds the limit, without touching other addresses', async () => {
      for (let i = 0; i < PER_MINUTE; i++) {
        expect((await t.api('GET', '/api/subjects', { remoteAddress: '10.9.0.1' })).status).toBe(200);
      }
      const limited = await t.api('GET', '/api/subjects', { remoteAddress: '10.9.0.1' });
      expect(limited.status).toBe(429);
      expect(errorOf(limited).message['ru-RU']).toBe('Слишком много запросов. Подождите немного');
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await t.api('GET', '/api/subjects', { remoteAddress: '10.9.0.2' })).status).toBe(200);
    });

    it('never limits the health check, which load balancers poll', async () => {
      for (let i = 0; i < PER_MINUTE + 5; i++) {
        expect((await t.api('GET', '/api/health', { remoteAddress: '10.9.1.1' })).status).toBe(200);
      }
    });

    it("never limits the build's hashed files, which a whole class behind one address loads at once", async () => {
      for (let i = 0; i < PER_MINUTE + 5; i++) {
        expect((await t.api('GET', '/assets/app-1234.js', { remoteAddress: '10.9.3.1' })).status).toBe(200);
      }
      expect((await t.api('GET', '/api/subjects', { remoteAddress: '10.9.3.1' })).status).toBe(200);
    });

    it('allows twenty sign-ups per address in ten minutes, counted apart from other requests', async () => {
      const register = (n: number) =>
        t.api('POST', '/api/register', {
          remoteAddress: '10.9.2.1',
          body: {
            first_name: 'R',
            last_name: 'L',
            email: `rl-${n}-${Date.now()}@test.example`,
            password: 'abcd',
            subject_ids: [1],
          },
        });
      for (let i = 0; i < 20; i++) expect((await register(i)).status).toBe(201);
      expect((await register(20)).status).toBe(429);
      expect((await t.api('GET', '/api/subjects', { remoteAddress: '10.9.2.1' })).status).toBe(200);
    });
  },
  { rateLimitPerMinute: PER_MINUTE, webDistDir: webDist },
);
