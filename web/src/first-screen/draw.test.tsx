import {
  type DrawRequest,
  FIRST_SCREEN_ELEMENT_ID,
  type FirstScreenBlock,
  RECORDING_MAX_BYTES_DEFAULT,
  ROLE,
} from '@umka/contracts';
import { describe, expect, it, vi } from 'vitest';
import { dressedFox, profession } from '../features/world/wardrobe.fixtures.ts';
import { authStore } from '../lib/auth-store.ts';
import { subjectStore } from '../lib/subject-store.ts';
import { buildMe, buildSubject, buildSubjectData, buildUser, fail, mockServer, ok } from '../test/app-harness.tsx';
import { drawFirstScreen } from './draw.tsx';

const student = buildUser(ROLE.student);
const math = buildSubject(1, { title: { 'ru-RU': 'Математика', 'en-US': 'Mathematics', 'uk-UA': 'Математика' } });

function request(overrides: Partial<DrawRequest> = {}): DrawRequest {
  return {
    type: 'draw',
    id: 1,
    url: '/student',
    locale: 'ru-RU',
    config: { forced_locale: null, maintenance: false, recording_max_bytes: RECORDING_MAX_BYTES_DEFAULT },
    user_id: student.id,
    subject_id: math.id,
    ...overrides,
  };
}

/** The student's API as the server answers the drawing worker: the home asks for its subject's trainers too. */
function serveStudent() {
  return mockServer({
    'GET /api/me': ok(buildMe(student, [math])),
    [`GET /api/students/${student.id}/subjects/${math.id}`]: ok({
      ...buildSubjectData(math, 9),
      character: dressedFox,
      profession,
    }),
    [`GET /api/students/${student.id}/trainers`]: ok([]),
    [`GET /api/students/${student.id}/homework`]: ok({ current: [], past: [] }),
  });
}

function blockOf(head: string): FirstScreenBlock {
  const json = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`).exec(head);
  return JSON.parse(json?.[1] ?? 'null');
}

describe('drawing the first screen on the server', () => {
  it('draws the home the student would see, whole, with the answers it was drawn from for the app to take over', async () => {
    const server = serveStudent();
    const screen = await drawFirstScreen(request(), '<link rel="stylesheet" href="/all.css">');

    expect(screen?.root).toContain('Привет, Саша!');
    expect(screen?.root).toContain('Математика');
    expect(screen?.root).toContain('data-testid="home-likes-balance">9<');
    // Nothing is left for the browser to finish with a script of React's own, which the page's CSP would refuse.
    expect(screen?.root).not.toMatch(/<script|<!--\$[?!]-->/);
    expect(screen?.head).toBe('<link rel="stylesheet" href="/all.css">');
    const block = blockOf(screen?.tail ?? '');
    expect(block).toMatchObject({ user_id: student.id, subject_id: math.id, locale: 'ru-RU' });
    expect(block.answers.map((answer) => answer.key)).toEqual(
      expect.arrayContaining([
        ['me', student.id],
        ['subject-data', student.id, math.id],
      ]),
    );
    // Drawing only reads.
    expect(server.calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('draws in the locale the page is asked in', async () => {
    serveStudent();
    const screen = await drawFirstScreen(request({ locale: 'en-US' }), '');
    expect(screen?.root).toContain('Hi, Саша!');
    expect(blockOf(screen?.tail ?? '').locale).toBe('en-US');
  });

  it("leaves anyone's page but a student's to the app: their own API refuses them a student's answers", async () => {
    const teacher = buildUser(ROLE.teacher);
    mockServer({
      'GET /api/me': ok(buildMe(teacher)),
      [`GET /api/students/${teacher.id}/subjects/${math.id}`]: fail(403, 'FORBIDDEN'),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(drawFirstScreen(request({ user_id: teacher.id }), '')).rejects.toThrow();
  });

  it('gives up when an answer fails, and leaves nobody signed in for the next drawing', async () => {
    const server = serveStudent();
    server.set(`GET /api/students/${student.id}/subjects/${math.id}`, fail(403, 'FORBIDDEN'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(drawFirstScreen(request(), '')).rejects.toThrow();
    expect(authStore.get().status).toBe('anonymous');
    expect(subjectStore.get()).toBeNull();
  });

  it('leaves the stores empty after a drawing that succeeded too', async () => {
    serveStudent();
    await drawFirstScreen(request(), '');
    expect(authStore.get().status).toBe('anonymous');
    expect(subjectStore.get()).toBeNull();
  });
});
