import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { DEMO, newPage, sharedBrowser, uncaughtErrors } from './support/browser.ts';
import { subjectById } from './support/catalog.ts';
import { logInTo, pickSubject } from './support/people.ts';
import { ru } from './support/texts.ts';

/** The demo students of English (9) and school readiness (10), their classes, homework and a trainer of theirs (README). */
const WALKERS = [
  {
    email: 'student8@example.com',
    subjectId: 9,
    likes: 14,
    schoolClass: 'English Starters',
    homework: 'ABC and first words',
    trainer: 'Найди слова',
    onlineOpen: true,
  },
  {
    email: 'student9@example.com',
    subjectId: 10,
    likes: 8,
    schoolClass: 'Скоро в школу',
    homework: 'Числа до девяти',
    trainer: 'Лабиринт',
    onlineOpen: false,
  },
] as const;

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('main').waitFor();
}

describe('the English and school-readiness students walk every page their subject opens', () => {
  const browser = sharedBrowser();

  for (const walker of WALKERS) {
    it(`shows ${walker.email} their home, trainers, homework, class, statistics, online games and help`, async () => {
      const subject = await subjectById(walker.subjectId);
      const page = await newPage(browser());
      await logInTo(page, walker.email, DEMO.password, '/student/subject');
      await pickSubject(page, subject.title['ru-RU']);
      await page
        .getByTestId('home-likes-balance')
        .filter({ hasText: String(walker.likes) })
        .waitFor();
      expect(await blockingA11yViolations(page), 'home').toEqual([]);

      await visit(page, '/student/trainers');
      await page.getByRole('main').getByText(walker.trainer, { exact: true }).first().waitFor();
      await visit(page, '/student/homework');
      await page.getByRole('main').getByText(walker.homework).first().waitFor();
      await visit(page, '/student/class');
      await page.getByRole('main').getByText(walker.schoolClass).first().waitFor();
      await visit(page, '/student/profile/trainers');
      await page.getByRole('main').getByText(walker.trainer).first().waitFor();
      await visit(page, '/student/online');
      await page.getByRole('heading', { level: 1, name: ru.online.list.title }).waitFor();
      const online = walker.onlineOpen
        ? page.getByTestId('online-game-card').first()
        : page.getByText(ru.online.locked.title);
      await online.waitFor();
      await visit(page, '/student/help');
      await page.getByText(ru.guides.noneInSubject).waitFor();
      await page.getByRole('heading', { name: ru.guides.askTeacher.title }).waitFor();
      expect(await blockingA11yViolations(page), 'help').toEqual([]);
      expect(uncaughtErrors(page)).toEqual([]);
    });
  }
});
