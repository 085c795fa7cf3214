import type { Page } from 'playwright-core';
import {
  visibleMenuEntries,
  withoutNewcomerEntries,
} from '../../web/src/features/students/student/studentMenuEntries.ts';
import { ru } from './texts.ts';

/** Looks up `student.menu.home`-style keys in the Russian locale file. */
function ruText(key: string): string {
  let node: unknown = ru;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? Reflect.get(node, part) : undefined;
  }
  if (typeof node !== 'string') throw new Error(`no Russian text for ${key}`);
  return node;
}

/**
 * The menu labels spec §2 promises for a subject, read from the app's menu table; a student in a class of the subject
 * no longer sees the newcomer's entries (the zero-homework lessons).
 */
export function expectedMenuLabels(mainId: number, hasClass: boolean): string[] {
  return withoutNewcomerEntries(visibleMenuEntries(mainId), hasClass).map((entry) => ruText(entry.labelKey));
}

/** Opens the student menu as a person would and reads the entries offered, then closes it again. */
export async function readStudentMenu(page: Page): Promise<string[]> {
  await page.getByTestId('student-header').getByRole('button', { name: ru.student.menu.open }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  // A locked entry adds what it still needs on a second line ("ещё 5 лайков"); the entry's name is the first.
  const labels = (await menu.getByRole('menuitem').allInnerTexts()).map((label) => label.trim().split('\n')[0] ?? '');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return labels;
}
