import { type Subject, subjectSchema } from '@umka/contracts';
import { baseURL } from './browser.ts';

/** Demo student's likes per subject id, as the seed gives them (README: 12/40/30/0). */
export const DEMO_STUDENT_LIKES: Readonly<Record<number, number>> = { 1: 12, 2: 40, 3: 30, 8: 0 };
/** Миша's IT points in the demo: 63 earned (60, and 3 from a quiz), 40 spent in the IT shop (README). */
export const DEMO_IT_POINTS = 23;

/**
 * The subjects as the server lists them publicly (the registration form reads the same list),
 * so journeys compare the page with the server's colours and titles instead of copies of them.
 */
export async function fetchSubjects(): Promise<Map<number, Subject>> {
  const response = await fetch(`${baseURL()}/api/subjects`);
  const envelope: { data?: unknown } = await response.json();
  const subjects = subjectSchema.array().parse(envelope.data);
  return new Map(subjects.map((subject) => [subject.id, subject]));
}

export async function subjectById(id: number): Promise<Subject> {
  const subject = (await fetchSubjects()).get(id);
  if (!subject) throw new Error(`the server lists no subject ${id}`);
  return subject;
}
