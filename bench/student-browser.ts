import type { Browser, BrowserContext } from 'playwright-core';
import { DEMO_PASSWORD } from '../server/src/db/seed/demo.ts';
import ru from '../web/src/locales/ru-RU.json';

/** The demo student of the benches (server/src/db/seed/demo.ts). */
export const BENCH_STUDENT = 'student@example.com';

/** Logs the demo student in through the login page and chooses a subject, leaving the session in the context. */
export async function logInStudent(browser: Browser, origin: string, subjectId: number): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: 'ru-RU', viewport: { width: 1280, height: 800 } });
  const subjects = (await (await fetch(`${origin}/api/subjects`)).json()) as {
    data: { id: number; title: Record<string, string> }[];
  };
  const subject = subjects.data.find((entry) => entry.id === subjectId);
  if (!subject) throw new Error(`the server lists no subject ${subjectId}`);
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.getByLabel(ru.auth.email).fill(BENCH_STUDENT);
  await page.getByLabel(ru.auth.password, { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: ru.auth.loginSubmit }).click();
  await page.waitForURL((address) => address.pathname === '/student/subject');
  await page.getByRole('button', { name: subject.title['ru-RU'], exact: true }).click();
  await page.waitForURL((address) => address.pathname === '/student');
  await page.close();
  return context;
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
