import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { subjectById } from './support/catalog.ts';
import { logInTo, notice, pickSubject, readsRequiredNews, waitForPath } from './support/people.ts';
import { ru } from './support/texts.ts';

const MATH = 1;
const g = ru.gymnastics;
const today = (done: number) => g.today.replace('{{done}}', String(done)).replace('{{total}}', '2');
const start = (title: string) => g.play.replace('{{title}}', title);

/** The demo student in math, on the subject's trainers page. */
async function studentOnTrainers(page: Page): Promise<void> {
  const math = await subjectById(MATH);
  await readsRequiredNews(page);
  await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
  await pickSubject(page, math.title['ru-RU']);
  await page.goto('/student/trainers');
}

describe('eye and finger gymnastics', () => {
  const browser = sharedBrowser();

  it('lets the demo student do a built-in exercise from the trainers, press done and see one of two today', async () => {
    const page = await newPage(browser());
    await studentOnTrainers(page);

    const reminder = page.getByRole('note', { name: g.reminder.label });
    await reminder.waitFor();
    await page.getByRole('link', { name: new RegExp(g.title) }).click();
    await waitForPath(page, '/student/trainers/gymnastics');
    await page.getByRole('heading', { level: 1, name: g.title }).waitFor();
    expect(await page.getByTestId('gymnastics-today').textContent()).toBe(today(0));

    await page.getByRole('button', { name: start(g.builtin['ball-left-right'].title) }).click();
    const player = page.getByRole('region', { name: g.builtin['ball-left-right'].title });
    await player.getByRole('img', { name: g.player.ballLabel }).waitFor();
    await player.getByRole('button', { name: g.player.start, exact: true }).click();
    const progress = player.getByRole('progressbar');
    await page.waitForFunction((bar) => Number(bar?.getAttribute('aria-valuenow')) > 2, await progress.elementHandle());
    await player.getByRole('button', { name: g.player.pause }).click();
    await player.getByRole('button', { name: g.done }).click();

    await player.getByRole('status').filter({ hasText: g.doneTitle }).waitFor();
    expect(await page.getByTestId('gymnastics-today').textContent()).toBe(today(1));

    await page.getByRole('link', { name: g.back }).click();
    await waitForPath(page, '/student/trainers');
    await page.getByText(today(1)).waitFor();
    expect(await reminder.count()).toBe(0);
  });

  it('lets an admin add a link to a subject from the menu, which the subject’s students then find', async () => {
    const title = `Зарядка для глаз ${randomUUID().slice(0, 6)}`;
    const admin = await newPage(browser());
    await logInTo(admin, DEMO.admin, DEMO.password, '/admin');

    await admin.getByRole('link', { name: ru.adminGymnastics.nav }).click();
    await waitForPath(admin, '/admin/gymnastics');
    const form = admin.getByRole('form', { name: ru.adminGymnastics.add.label.replace('{{subject}}', 'Математика') });
    await form.getByRole('textbox', { name: ru.adminGymnastics.fields.title }).fill(title);
    await form.getByRole('textbox', { name: ru.adminGymnastics.fields.link }).fill('https://example.org/eyes');
    await form.getByRole('button', { name: ru.adminGymnastics.add.submit }).click();
    await notice(admin, ru.adminGymnastics.added.replace('{{title}}', title)).waitFor();
    await admin.getByRole('region', { name: g.kinds.eyes }).getByText(title).waitFor();

    const student = await newPage(browser());
    await studentOnTrainers(student);
    await student.goto('/student/trainers/gymnastics');
    await student.getByRole('button', { name: start(title) }).click();
    const open = student.getByRole('link', { name: g.player.openLink.replace('{{title}}', title) });
    expect(await open.getAttribute('href')).toBe('https://example.org/eyes');
    expect(await open.getAttribute('target')).toBe('_blank');
  });
});
