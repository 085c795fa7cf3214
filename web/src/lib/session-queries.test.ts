import { waitFor } from '@testing-library/react';
import { CLIENT_CONFIG_ELEMENT_ID, ROLE, type StudentCharacter } from '@umka/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildMe,
  buildSubject,
  buildSubjectData,
  buildUser,
  chooseSubject,
  mockServer,
  ok,
  servePageConfig,
  signIn,
} from '../test/app-harness.tsx';
import { meQuery } from './auth.tsx';
import { AUTH_STORAGE_KEY, authStore } from './auth-store.ts';
import { createQueryClient } from './query-client.ts';
import { startSessionQueries } from './session-queries.ts';
import { subjectDataQuery } from './subject.tsx';

const paths = (calls: { path: string }[]) => calls.map((call) => call.path).sort();

describe('the queries a kept session starts before the first render', () => {
  afterEach(() => document.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.remove());

  it("asks once for a student's user and chosen subject, and the providers' queries find the answers", async () => {
    servePageConfig();
    const student = buildUser(ROLE.student);
    const subject = buildSubject(1);
    signIn(student);
    chooseSubject(subject);
    const server = mockServer({
      'GET /api/me': ok(buildMe(student, [subject])),
      [`GET /api/students/${student.id}/subjects/${subject.id}`]: ok(buildSubjectData(subject, 7)),
    });
    const queryClient = createQueryClient();

    startSessionQueries(queryClient);
    expect(paths(server.calls)).toEqual(['/api/me', `/api/students/${student.id}/subjects/${subject.id}`]);
    await queryClient.ensureQueryData(meQuery(student.id));
    const data = await queryClient.ensureQueryData(subjectDataQuery(student.id, subject.id));

    expect(data.likes).toBe(7);
    expect(server.calls).toHaveLength(2);
  });

  it("starts loading a student's dressed character as soon as the subject's answer names it", async () => {
    servePageConfig();
    const requested: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(source: string) {
          requested.push(source);
        }
      },
    );
    const student = buildUser(ROLE.student);
    const subject = buildSubject(1);
    signIn(student);
    chooseSubject(subject);
    const character: StudentCharacter = {
      id: 2,
      code: 'fox',
      title: { 'ru-RU': 'Лиса', 'en-US': 'Fox', 'uk-UA': 'Лисиця' },
      image: '/art/characters/fox.svg',
      worn: [{ clothes_id: 5, slot: 'head', picture: '/art/clothes/cap.svg' }],
    };
    mockServer({
      'GET /api/me': ok(buildMe(student, [subject])),
      [`GET /api/students/${student.id}/subjects/${subject.id}`]: ok({ ...buildSubjectData(subject), character }),
    });
    try {
      startSessionQueries(createQueryClient());
      await waitFor(() => expect(requested).toEqual(['/art/characters/fox.svg', '/art/clothes/cap.svg']));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks a teacher only for the user, and a device without a session for nothing', () => {
    servePageConfig();
    const server = mockServer({ 'GET /api/me': ok(buildMe(buildUser(ROLE.teacher))) });
    startSessionQueries(createQueryClient());
    expect(server.calls).toHaveLength(0);

    signIn(buildUser(ROLE.teacher));
    startSessionQueries(createQueryClient());
    expect(paths(server.calls)).toEqual(['/api/me']);
  });

  it('asks nothing while maintenance keeps the person out, so no 503 reloads the page; an admin is let in', () => {
    servePageConfig({ maintenance: true });
    const server = mockServer({ 'GET /api/me': ok(buildMe(buildUser(ROLE.admin))) });
    signIn(buildUser(ROLE.student));
    startSessionQueries(createQueryClient());
    expect(server.calls).toHaveLength(0);

    signIn(buildUser(ROLE.admin));
    startSessionQueries(createQueryClient());
    expect(paths(server.calls)).toEqual(['/api/me']);
  });

  it('asks nothing on a page without the config (the dev server), which the boot check asks for first', () => {
    const server = mockServer({});
    signIn(buildUser(ROLE.teacher));
    startSessionQueries(createQueryClient());
    expect(server.calls).toHaveLength(0);
  });
});

describe('the role a kept session names, guessed before it is checked', () => {
  it('is the stored role when it is one of ours, and none for anything else', () => {
    expect(authStore.storedRoleGuess()).toBeNull();
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ status: 'authenticated', user: { role_id: ROLE.admin } }));
    expect(authStore.storedRoleGuess()).toBe(ROLE.admin);
    for (const role of [9, '3', null]) {
      localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ user: { role_id: role } }));
      expect(authStore.storedRoleGuess(), String(role)).toBeNull();
    }
  });
});
