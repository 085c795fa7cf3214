import { act, render, screen, waitFor } from '@testing-library/react';
import { ROLE } from '@umka/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import {
  buildMe,
  buildSubject,
  buildSubjectData,
  buildUser,
  chooseSubject,
  fail,
  installFakeRealtime,
  mockServer,
  ok,
  signIn,
} from '../test/app-harness.tsx';
import { AuthProvider } from './auth.tsx';
import { createQueryClient } from './query-client.ts';
import { type SubjectContextValue, SubjectProvider, useSubject } from './subject.tsx';
import { SUBJECT_STORAGE_KEY } from './subject-store.ts';

const student = buildUser(ROLE.student);
const math = buildSubject(1);
const it_ = buildSubject(8);

let current: SubjectContextValue | null = null;

function Probe() {
  current = useSubject();
  return <output>{`${current.status}:${current.data?.subject.id ?? '-'}:${current.data?.likes ?? '-'}`}</output>;
}

function renderProbe() {
  render(
    <AppProviders queryClient={createQueryClient()} mantineEnv="test">
      <AuthProvider>
        <SubjectProvider>
          <Probe />
        </SubjectProvider>
      </AuthProvider>
    </AppProviders>,
  );
}

function chosen(): SubjectContextValue {
  if (!current) throw new Error('the probe has not rendered');
  return current;
}

describe('chosen subject', () => {
  beforeEach(() => {
    current = null;
    installFakeRealtime();
    signIn(student);
  });

  it('is idle until a subject is chosen', async () => {
    mockServer({ 'GET /api/me': ok(buildMe(student)) });
    renderProbe();
    expect(await screen.findByText('idle:-:-')).toBeInTheDocument();
  });

  it('loads the subject data on choose() and persists {id, main_id}', async () => {
    mockServer({
      'GET /api/me': ok(buildMe(student, [math, it_])),
      'GET /api/students/3/subjects/8': ok(buildSubjectData(it_, 12)),
    });
    renderProbe();
    await act(() => chosen().choose(8));
    expect(await screen.findByText('ready:8:12')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SUBJECT_STORAGE_KEY) ?? 'null')).toEqual({ id: 8, main_id: 8 });
  });

  it('switching resets the previous data before the new one arrives', async () => {
    chooseSubject(math);
    let answer: () => void = () => undefined;
    mockServer({
      'GET /api/me': ok(buildMe(student, [math, it_])),
      'GET /api/students/3/subjects/1': ok(buildSubjectData(math, 5)),
      'GET /api/students/3/subjects/8': () =>
        new Promise((resolve) => {
          answer = () => resolve(ok(buildSubjectData(it_, 1)));
        }),
    });
    renderProbe();
    expect(await screen.findByText('ready:1:5')).toBeInTheDocument();
    let switching: Promise<void> = Promise.resolve();
    act(() => {
      switching = chosen().choose(8);
    });
    expect(await screen.findByText('loading:-:-')).toBeInTheDocument();
    await act(async () => {
      answer();
      await switching;
    });
    expect(await screen.findByText('ready:8:1')).toBeInTheDocument();
  });

  it('forgets a subject the student no longer has access to', async () => {
    chooseSubject(math);
    mockServer({ 'GET /api/me': ok(buildMe(student)), 'GET /api/students/3/subjects/1': fail(403, 'FORBIDDEN') });
    renderProbe();
    expect(await screen.findByText('idle:-:-')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(SUBJECT_STORAGE_KEY)).toBe('null'));
  });

  it('clear() forgets the subject', async () => {
    chooseSubject(math);
    mockServer({ 'GET /api/me': ok(buildMe(student)), 'GET /api/students/3/subjects/1': ok(buildSubjectData(math)) });
    renderProbe();
    await screen.findByText('ready:1:0');
    act(() => chosen().clear());
    expect(await screen.findByText('idle:-:-')).toBeInTheDocument();
  });
});
