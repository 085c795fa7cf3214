import { describe, expect, it } from 'vitest';
import { setSubjectOpen } from './support/admin-api.ts';
import { newPage, sharedBrowser, uncaughtErrors } from './support/browser.ts';
import { fetchSubjects } from './support/catalog.ts';

/** Online courses, the last subject to get its content; closed here for a moment to show what closing does. */
const ONLINE_COURSES = 11;

describe('subjects open to new students', () => {
  const browser = sharedBrowser();

  async function offeredOnRegistration(): Promise<string[]> {
    const page = await newPage(browser());
    await page.goto('/registration');
    await page.getByRole('checkbox').first().waitFor();
    const offered = await page
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''));
    expect(uncaughtErrors(page)).toEqual([]);
    return offered.sort();
  }

  it('offers a new student every subject, each having something inside, and not one an admin has closed', async () => {
    const subjects = [...(await fetchSubjects()).values()];
    expect(subjects.every((subject) => subject.is_open)).toBe(true);
    const titles = subjects.map((subject) => subject.title['ru-RU']).sort();
    expect(await offeredOnRegistration()).toEqual(titles);

    const courses = subjects.find((subject) => subject.id === ONLINE_COURSES)?.title['ru-RU'];
    await setSubjectOpen(ONLINE_COURSES, false);
    try {
      expect(await offeredOnRegistration()).toEqual(titles.filter((title) => title !== courses));
    } finally {
      await setSubjectOpen(ONLINE_COURSES, true);
    }
  });
});
