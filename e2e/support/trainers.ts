import { TOKEN_HEADER, type Trainer, trainerSchema } from '@umka/contracts';
import { evaluate, parseExpression } from '@umka/games';
import type { Browser, Page } from 'playwright-core';
import { baseURL, DEMO, newPage } from './browser.ts';
import { subjectById } from './catalog.ts';
import { logInTo, pickSubject, readsRequiredNews } from './people.ts';
import { ru } from './texts.ts';

let catalogue: Promise<Trainer[]> | null = null;

/** The whole trainer catalogue as a teacher reads it, so journeys take ids and titles from the server. */
export function fetchTrainers(): Promise<Trainer[]> {
  catalogue ??= loadCatalogue();
  return catalogue;
}

async function loadCatalogue(): Promise<Trainer[]> {
  const login = await fetch(`${baseURL()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.teacher, password: DEMO.password }),
  });
  const token = login.headers.get(TOKEN_HEADER);
  if (!token) throw new Error(`teacher login failed with ${login.status}`);
  const response = await fetch(`${baseURL()}/api/trainers`, { headers: { authorization: `Bearer ${token}` } });
  const envelope: { data?: unknown } = await response.json();
  return trainerSchema.array().parse(envelope.data);
}

export async function trainerByComponent(component: string): Promise<Trainer> {
  const trainer = (await fetchTrainers()).find((item) => item.component === component);
  if (!trainer) throw new Error(`the catalogue has no ${component} trainer`);
  return trainer;
}

/**
 * Миша, logged in with the required news read, in the subject, on the trainer's start screen. Journeys that change
 * likes pick a subject other journeys do not read balances of.
 */
export async function studentAtTrainer(
  browser: Browser,
  subjectId: number,
  component: string,
): Promise<{ page: Page; trainer: Trainer }> {
  const [subject, trainer] = await Promise.all([subjectById(subjectId), trainerByComponent(component)]);
  const page = await newPage(browser);
  await readsRequiredNews(page);
  await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
  await pickSubject(page, subject.title['ru-RU']);
  await page.goto(`/trainers/${trainer.id}`);
  return { page, trainer };
}

/** How many rounds of the trainer the student's profile statistics count. */
export async function roundsInProfile(page: Page, trainer: Trainer): Promise<number> {
  await page.goto('/student/profile/trainers');
  const card = page.getByRole('region', { name: trainer.title['ru-RU'], exact: true });
  const rounds = await card
    .getByText(ru.profile.trainers.rounds, { exact: true })
    .locator('xpath=following-sibling::*[1]')
    .textContent();
  return Number(rounds);
}

/** The likes of the subject in the student's header. */
export async function likesBalance(page: Page): Promise<number> {
  return Number(await page.getByTestId('student-header').getByTestId('likes-balance').textContent());
}

/** Replaces a start-screen number with the keyboard: select what is there, type the new value. */
export async function typeSetting(page: Page, label: string, value: number): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.press('Control+A');
  await input.pressSequentially(String(value));
  await input.press('Tab');
}

declare global {
  interface Window {
    flashedNumbers?: string[];
  }
}

/**
 * Records every number the flash trainer puts on screen, in order. Each number is a new element,
 * so watching additions catches all of them however fast they flash and however equal they are.
 */
export async function recordFlashedNumbers(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.flashedNumbers = [];
    const selector = '[data-testid="flash-number"]';
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        mutation.addedNodes.forEach((node) => {
          if (!(node instanceof Element)) return;
          const found = node.matches(selector) ? [node] : Array.from(node.querySelectorAll(selector));
          for (const element of found) window.flashedNumbers?.push(element.textContent ?? '');
        });
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** The numbers flashed since the last call, as signed values ("+7", "−3" → 7, -3). */
export async function takeFlashedNumbers(page: Page): Promise<number[]> {
  const shown = await page.evaluate(() => {
    const numbers = window.flashedNumbers ?? [];
    window.flashedNumbers = [];
    return numbers;
  });
  return shown.map((text) => Number(text.replace('−', '-').replace('+', '')));
}

/**
 * Solves a linear equation as the trainer writes it ("3(x − 2) = 12", "4x = 7"): both sides are
 * read with the games' expression parser, whose difference is a line through its values at 0 and 1.
 */
export function solveLinear(display: string): number {
  const sides = display
    .replaceAll('−', '-')
    .split('=')
    .map((side) => parseExpression(side.replace(/(\d)\s*(x|\()/g, '$1*$2')));
  const [left, right] = sides;
  if (!left || !right || sides.length !== 2) throw new Error(`not an equation: ${display}`);
  const difference = (x: number) => evaluate(left, { x }) - evaluate(right, { x });
  const root = -difference(0) / (difference(1) - difference(0));
  return Math.round(root * 100) / 100;
}

/** The current task's answer box is open for typing: the previous feedback is gone and the task fully shown. */
export async function waitForTask(page: Page, current: number, total: number): Promise<void> {
  await page.getByText(`${current} / ${total}`, { exact: true }).waitFor();
  await page.getByTestId('typed-answer').filter({ hasText: /^\?$/ }).waitFor();
}

/** Types an answer on the keyboard and sends it with Enter, as a player at a desk would. */
export async function answerWithKeyboard(page: Page, answer: number): Promise<void> {
  await page.keyboard.type(String(answer), { delay: 60 });
  await page.keyboard.press('Enter');
}

/** "Лайков получено: 2" on the result screen → 2. */
export async function likesEarnedOnResult(page: Page): Promise<number> {
  const [before, after] = ru.trainers.shell.likesEarned.split('{{likes}}');
  const text = await page.getByText(before ?? '').textContent();
  const value = text
    ?.replace(before ?? '', '')
    .replace(after ?? '', '')
    .trim();
  if (!value || !/^\d+$/.test(value)) throw new Error(`no likes on the result screen: ${text}`);
  return Number(value);
}
