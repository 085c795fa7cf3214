import type { Page } from 'playwright-core';
import { waitForPath } from './people.ts';
import { ru } from './texts.ts';

const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replaceAll(`{{${key}}}`, value), text);

/**
 * A new mathematics student's first steps (spec §2): a character, then a profession. Starts on the
 * character page the subject choice sends them to and ends on their workplace.
 */
export async function settleIn(page: Page, character = 'Лисёнок', profession = 'Врач'): Promise<void> {
  await waitForPath(page, '/student/characters');
  await page.getByRole('button', { name: fill(ru.wardrobe.characters.chooseNamed, { name: character }) }).click();
  await waitForPath(page, '/student/job/select');
  await page.getByRole('button', { name: fill(ru.places.select.chooseNamed, { title: profession }) }).click();
  await waitForPath(page, '/student/job');
}
