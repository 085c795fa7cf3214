import { describe, expect, it } from 'vitest';
import { newPage, sharedBrowser, uncaughtErrors } from './support/browser.ts';
import { fetchSubjects } from './support/catalog.ts';

describe('subjects with nothing inside yet', () => {
  const browser = sharedBrowser();

  it('offers a new student only the subjects open to students, not the empty ones', async () => {
    const subjects = [...(await fetchSubjects()).values()];
    const open = subjects.filter((subject) => subject.is_open).map((subject) => subject.title['ru-RU']);
    const closed = subjects.filter((subject) => !subject.is_open).map((subject) => subject.title['ru-RU']);
    expect(closed.length).toBeGreaterThan(0);

    const page = await newPage(browser());
    await page.goto('/registration');
    await page.getByRole('checkbox').first().waitFor();
    const offered = await page
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? ''));
    expect(offered.sort()).toEqual([...open].sort());
    for (const title of closed) expect(offered).not.toContain(title);
    expect(uncaughtErrors(page)).toEqual([]);
  });
});
