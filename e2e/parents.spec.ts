import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { DEMO, newPage, PHONE, sharedBrowser } from './support/browser.ts';
import { logInTo, pickSubject, waitForPath } from './support/people.ts';
import { ru } from './support/texts.ts';

describe('the parent cabinet', () => {
  const browser = sharedBrowser();

  it("lets a student invite a parent, who registers with the code and sees the child's trainer chart", async () => {
    const child = await newPage(browser());
    await logInTo(child, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(child, 'Математика');
    await child.goto('/student/parents');
    await child.getByRole('button', { name: ru.parents.access.create }).waitFor();
    expect(await blockingA11yViolations(child)).toEqual([]);
    await child.getByRole('button', { name: ru.parents.access.create }).click();
    const code = (await child.getByTestId('parent-invite-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const parent = await newPage(browser(), { viewport: PHONE });
    await parent.goto(`/parent/join?code=${code}`);
    await parent.getByText('Миша', { exact: false }).first().waitFor();
    expect(await blockingA11yViolations(parent)).toEqual([]);
    await parent.getByLabel(ru.auth.firstName).fill('Ольга');
    await parent.getByLabel(ru.auth.lastName).fill('Петрова');
    await parent.getByLabel(ru.auth.email).fill(`parent-${Date.now()}@example.com`);
    await parent.getByLabel(ru.auth.password).fill('a-long-family-passphrase');
    await parent.getByRole('button', { name: ru.parents.join.register }).click();
    await waitForPath(parent, '/parent');
    const card = parent.getByRole('link', { name: /Миша/ });
    await card.waitFor();
    expect(await blockingA11yViolations(parent)).toEqual([]);

    await card.click();
    await parent.waitForURL(/\/parent\/children\/\d+$/);
    await parent.getByRole('figure').first().waitFor();
    expect(await blockingA11yViolations(parent)).toEqual([]);

    // The child's page now names the parent who follows them.
    await child.reload();
    await child.getByText('Ольга Петрова').waitFor();
  });

  it("lets the demo parent find the teacher's chat and the weekly mail's setting in her menu", async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.parent, DEMO.password, '/parent');
    await page.getByRole('link', { name: /Миша/ }).waitFor();

    await page.getByRole('link', { name: ru.parents.nav.chat }).click();
    await waitForPath(page, '/parent/chat');
    const teacher = page.getByRole('button', { name: /Ирина Петрова/ });
    await teacher.waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await teacher.click();
    await page.getByRole('textbox').first().waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);

    await page.getByRole('link', { name: ru.parents.nav.settings }).click();
    await waitForPath(page, '/parent/settings');
    const digest = page.getByRole('switch', { name: ru.parentDigest.settings.digest });
    await digest.waitFor();
    expect(await digest.isChecked()).toBe(true);
    expect(await blockingA11yViolations(page)).toEqual([]);
  });
});
