import { SUBJECT_IT } from '@umka/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { DEMO, launchBrowser, newPage } from './support/browser.ts';
import { subjectById } from './support/catalog.ts';
import { logInTo, pickSubject } from './support/people.ts';
import { ru } from './support/texts.ts';

describe('accessibility of the main pages (axe, WCAG 2.1 AA)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('finds no critical or serious problem on the login page', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: ru.auth.loginSubmit }).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it('finds no critical or serious problem on subject choice and on the student home, plain and IT', async () => {
    const [math, it] = await Promise.all([subjectById(1), subjectById(SUBJECT_IT)]);
    const page = await newPage(browser);
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await page.getByRole('button', { name: math.title['ru-RU'], exact: true }).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await pickSubject(page, math.title['ru-RU']);
    await page.getByTestId('home-likes-balance').waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await page.goto('/student/subject');
    await pickSubject(page, it.title['ru-RU']);
    await page.getByTestId('it-layout').getByTestId('home-likes-balance').waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it('finds no critical or serious problem on the admin user list', async () => {
    const page = await newPage(browser);
    await logInTo(page, DEMO.admin, DEMO.password, '/admin');
    await page.getByRole('row').filter({ hasText: DEMO.teacher }).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });
});
