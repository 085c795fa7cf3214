import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { DEMO, newPage, sharedBrowser } from './support/browser.ts';
import { fill } from './support/classes.ts';
import { logInTo, registerStudent, waitForPath } from './support/people.ts';
import { ru } from './support/texts.ts';
import { settleIn } from './support/world.ts';

/** The shop's guide in math (the migration's math3) and its first words, as every installation starts with them. */
const SHOP_GUIDE = 'Магазин за лайки';
const SHOP_TEXT = /^Лайки, которые ты заработал/;

describe('guides', () => {
  const browser = sharedBrowser();

  it('opens the shop’s guide on a new student’s first shop visit only, and keeps it in help to read again', async () => {
    const page = await newPage(browser());
    const newcomer = await registerStudent(page);
    await logInTo(page, newcomer.email, newcomer.password, '/student/subject');
    await page.getByRole('button', { name: 'Математика', exact: true }).click();
    await settleIn(page);

    await page.goto('/student/shop');
    const guide = page.getByRole('region', { name: SHOP_GUIDE });
    await guide.getByText(SHOP_TEXT).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await guide.getByRole('button', { name: ru.guides.once.close }).click();
    await guide.waitFor({ state: 'hidden' });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: ru.wardrobe.title }).waitFor();
    await page.getByRole('link', { name: ru.wardrobe.purchases.link }).waitFor();
    expect(await page.getByRole('region', { name: SHOP_GUIDE }).count()).toBe(0);

    await page.goto('/student/help');
    const again = page.getByRole('button', { name: fill(ru.guides.play, { number: 3, title: SHOP_GUIDE }) });
    await again.getByText(ru.guides.seen).waitFor();
    await again.click();
    const dialog = page.getByRole('dialog', { name: SHOP_GUIDE });
    await dialog.getByText(SHOP_TEXT).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it('finds no problem on the admin’s guides and a guide’s form', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.admin, DEMO.password, '/admin');
    await page.getByRole('link', { name: ru.guides.admin.nav }).click();
    await waitForPath(page, '/admin/guides');
    const rows = page.getByRole('main').getByRole('row');
    await rows.nth(7).waitFor();
    expect(await blockingA11yViolations(page), 'list').toEqual([]);
    await page.getByRole('button', { name: fill(ru.guides.admin.edit, { code: 'math1' }) }).click();
    const dialog = page.getByRole('dialog', { name: fill(ru.guides.admin.editTitle, { code: 'math1' }) });
    await dialog.getByRole('textbox', { name: ru.guides.admin.fields.text['ru-RU'] }).waitFor();
    expect(await blockingA11yViolations(page), 'form').toEqual([]);
  });
});
