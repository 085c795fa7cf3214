import { ROLE, type Subject, type SubjectData } from '@umka/contracts';
import {
  buildMe,
  buildSubject,
  buildSubjectData,
  buildUser,
  chooseSubject,
  installFakeRealtime,
  mockServer,
  ok,
  renderApp,
  signIn,
} from '../../test/app-harness.tsx';

/** Whole-app setup of the wardrobe tests: a signed-in student in a chosen subject, behind a fake server. */
export const student = buildUser(ROLE.student);
export const math = buildSubject(1);
export const reading = buildSubject(2);

export interface StudentWorld {
  subject?: Subject;
  data?: Partial<SubjectData>;
  routes?: Parameters<typeof mockServer>[0];
}

export function openAsStudent(path: string, { subject = math, data = {}, routes = {} }: StudentWorld = {}) {
  installFakeRealtime();
  signIn(student);
  chooseSubject(subject);
  const server = mockServer({
    'GET /api/me': ok(buildMe(student, [subject])),
    [`GET /api/students/${student.id}/subjects/${subject.id}`]: ok({ ...buildSubjectData(subject), ...data }),
    ...routes,
  });
  return { server, ...renderApp(path) };
}

/** What the fake server was sent by one "METHOD /api/path". */
export function bodiesOf(server: ReturnType<typeof mockServer>, method: string, path: string): unknown[] {
  return server.calls.filter((call) => call.method === method && call.path === path).map((call) => call.body);
}
