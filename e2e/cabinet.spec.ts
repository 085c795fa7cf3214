import { randomUUID } from 'node:crypto';
import { AVATAR_SIDE, type TrainerResult } from '@umka/contracts';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { newPage, sharedBrowser } from './support/browser.ts';
import {
  type Account,
  type Cabinet,
  createCabinet,
  createTeacher,
  MENTAL,
  playFlashAnzanRound,
  solidPng,
} from './support/cabinet.ts';
import { fill } from './support/classes.ts';
import { logIn, logInTo, notice, pickSubject, waitForPath } from './support/people.ts';
import { errorText, ru } from './support/texts.ts';
import { trainerByComponent } from './support/trainers.ts';

const diaries = ru.diaries;
const materials = ru.materials;
const settings = ru.settings;

/** The value shown right after a label in a summary tile ("Уроков" → "1"). */
const tileValue = (scope: Page | Locator, label: string) =>
  scope.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]').textContent();

async function teacherPage(page: Page, teacher: Account): Promise<Page> {
  await logInTo(page, teacher.email, teacher.password, '/teacher/classes');
  return page;
}

/** From the side navigation, as a teacher moves between sections. */
async function openSection(page: Page, label: string, path: string): Promise<void> {
  await page.getByRole('navigation', { name: ru.shell.cabinet }).getByRole('link', { name: label }).click();
  await waitForPath(page, path);
}

/** From the classes list to a class page, then to one of its sub-pages by its link. */
async function openClassPage(page: Page, cabinet: Cabinet, link: string, suffix: string): Promise<void> {
  await page.getByRole('main').getByRole('link', { name: cabinet.classTitle }).click();
  await waitForPath(page, `/teacher/classes/${cabinet.classId}`);
  await page.getByRole('main').getByRole('link', { name: link, exact: true }).click();
  await waitForPath(page, `/teacher/classes/${cabinet.classId}/${suffix}`);
}

async function studentPage(page: Page, student: Account): Promise<Page> {
  await logInTo(page, student.email, student.password, '/student/subject');
  await pickSubject(page, MENTAL);
  return page;
}

/** Picks one option of a segmented control (attendance, mark, kind) by clicking its label. */
async function choose(group: Locator, option: string): Promise<void> {
  await group.getByText(option, { exact: true }).click();
  expect(await group.getByRole('radio', { name: option, exact: true }).isChecked()).toBe(true);
}

describe('teacher cabinet: student card, diaries, materials and settings', () => {
  const browser = sharedBrowser();
  let cabinet: Cabinet;
  let round: TrainerResult;

  beforeAll(async () => {
    cabinet = await createCabinet();
    round = await playFlashAnzanRound(cabinet.students[0]);
  });

  // Runs before the diary journey below: the card's diary tab is still empty here.
  it('walks the card of a student who played a trainer, each tab with their data or an empty state', async () => {
    const [vera, gleb] = cabinet.students;
    const flashAnzan = await trainerByComponent('flashAnzan');
    const trainerTitle = flashAnzan.title['ru-RU'];
    const page = await teacherPage(await newPage(browser()), cabinet.teacher);
    await openSection(page, ru.teacherStudents.nav, '/teacher/students');
    await page.getByRole('main').getByRole('link', { name: gleb.name }).waitFor();
    await page.getByRole('main').getByRole('link', { name: vera.name }).click();
    await waitForPath(page, `/teacher/students/${vera.id}/trainers`);
    await page.getByRole('heading', { level: 1, name: vera.name }).waitFor();

    const tabs = page.getByRole('tablist', { name: ru.teacherStudent.card.tabsLabel });
    const open = async (tab: keyof typeof ru.teacherStudent.tabs) => {
      await tabs.getByRole('tab', { name: ru.teacherStudent.tabs[tab], exact: true }).click();
      await waitForPath(page, `/teacher/students/${vera.id}/${tab}`);
      await page.getByRole('heading', { level: 1, name: vera.name }).waitFor();
    };

    const card = page.getByRole('region', { name: trainerTitle, exact: true });
    expect(await tileValue(card, ru.profile.trainers.rounds)).toBe('1');
    expect(await tileValue(card, ru.profile.trainers.best)).toBe(String(round.score));
    expect(await blockingA11yViolations(page), 'trainers').toEqual([]);

    await open('homework');
    await page.getByText(ru.teacherStudent.homework.emptyTitle, { exact: true }).waitFor();

    // Mental arithmetic has two online games (connect four and the picnic): the tab opens on the first one's rating.
    await open('online-rating');
    const game = page.getByRole('combobox', { name: ru.ratings.online.game });
    expect(await game.inputValue()).toBe((await trainerByComponent('connect4')).title['ru-RU']);

    await open('general-rating');
    const place = page.getByRole('row').filter({ hasText: trainerTitle });
    const expected =
      flashAnzan.type_id === 2
        ? fill(ru.teacherStudent.generalRating.wins, { value: 1 })
        : fill(ru.teacherStudent.generalRating.score, { value: round.score });
    await place.getByText(expected, { exact: true }).waitFor();
    expect(await place.innerText()).toMatch(/\d+ из \d+/);
    expect(await blockingA11yViolations(page), 'general-rating').toEqual([]);

    await open('likes');
    expect(round.likes_earned).toBeGreaterThan(0);
    await page.getByText(ru.likes.history.earned, { exact: true }).waitFor();
    expect(await tileValue(page, ru.likes.history.earned)).toBe(String(round.likes_earned));
    await page.getByRole('cell', { name: ru.likes.reasons.trainer, exact: true }).waitFor();
    expect(await blockingA11yViolations(page), 'likes').toEqual([]);

    await open('certificates');
    await page.getByText(ru.certificates.teacher.emptyTitle, { exact: true }).waitFor();
    expect(await blockingA11yViolations(page), 'certificates').toEqual([]);

    await open('diary');
    await page.getByText(diaries.teacherStudentEmptyText, { exact: true }).waitFor();

    await open('likes-rating');
    const own = page.locator('tr[aria-current="true"]');
    await own.waitFor();
    expect(await own.getByRole('cell').allTextContents()).toEqual(['1', vera.name, String(round.likes_earned)]);
    expect(await blockingA11yViolations(page), 'likes-rating').toEqual([]);

    // A teacher invites a parent for a child too young to do it: the code shows once and waits in the list.
    await open('parents');
    await page.getByText(ru.parents.access.noParents, { exact: true }).waitFor();
    expect(await blockingA11yViolations(page), 'parents').toEqual([]);
    await page.getByRole('button', { name: ru.parents.access.create }).click();
    expect(await page.getByTestId('parent-invite-code').textContent()).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    await page.getByText(ru.parents.access.invitesHeading, { exact: true }).waitFor();
  }, 60_000);

  it('lets a teacher write and correct a lesson in the class diary, which the student and the card then show', async () => {
    const [vera, gleb] = cabinet.students;
    const page = await teacherPage(await newPage(browser()), cabinet.teacher);
    await openClassPage(page, cabinet, diaries.classLink, 'diaries');
    await page.getByText(diaries.empty.title, { exact: true }).waitFor();

    await page.getByRole('button', { name: diaries.newLesson }).click();
    const editor = page.locator('form').filter({ hasText: diaries.editor.hint });
    await editor.getByLabel(diaries.editor.date).fill('2026-11-18');
    await editor.getByLabel(diaries.editor.topic).fill('Сложение на абакусе');
    await choose(editor.getByRole('radiogroup', { name: fill(diaries.editor.markOf, { name: vera.name }) }), '5');
    await editor
      .getByRole('textbox', { name: fill(diaries.editor.commentOf, { name: vera.name }) })
      .fill('Считала без ошибок');
    await choose(
      editor.getByRole('radiogroup', { name: fill(diaries.editor.attendanceOf, { name: gleb.name }) }),
      diaries.attendance.absent,
    );
    // Absent, Gleb cannot be given a mark.
    expect(
      await editor
        .getByRole('radiogroup', { name: fill(diaries.editor.markOf, { name: gleb.name }) })
        .getByRole('radio', { name: '5', exact: true })
        .isDisabled(),
    ).toBe(true);
    await editor.getByRole('textbox', { name: fill(diaries.editor.commentOf, { name: gleb.name }) }).fill('Болел');
    expect(await blockingA11yViolations(page), 'lesson editor').toEqual([]);
    await editor.getByRole('button', { name: diaries.editor.save }).click();
    await notice(page, diaries.editor.saved).waitFor();

    const lesson = page.getByRole('article').filter({ hasText: 'Сложение на абакусе' });
    await lesson.getByText(fill(diaries.count.present, { n: 1 }), { exact: true }).waitFor();
    await lesson.getByText(fill(diaries.count.absent, { n: 1 }), { exact: true }).waitFor();
    await lesson.getByText(fill(diaries.list.average, { value: 5 }), { exact: true }).waitFor();

    // The teacher corrects the topic and Vera's mark.
    await lesson.getByRole('button', { name: new RegExp(`^${diaries.list.edit}`) }).click();
    await page.getByRole('heading', { name: diaries.editor.editTitle }).waitFor();
    const topic = 'Сложение на абакусе: переход через десяток';
    await editor.getByLabel(diaries.editor.topic).fill(topic);
    await choose(editor.getByRole('radiogroup', { name: fill(diaries.editor.markOf, { name: vera.name }) }), '4');
    await editor.getByRole('button', { name: diaries.editor.save }).click();
    await notice(page, diaries.editor.saved).waitFor();
    const corrected = page.getByRole('article').filter({ hasText: topic });
    await corrected.getByText(fill(diaries.list.average, { value: 4 }), { exact: true }).waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    expect(await blockingA11yViolations(page), 'class diary').toEqual([]);

    // A lesson without a topic is refused with the reason, and what was typed stays for the fix.
    await page.getByRole('button', { name: diaries.newLesson }).click();
    await page.getByRole('heading', { name: diaries.editor.newTitle, level: 2 }).waitFor();
    const comment = editor.getByRole('textbox', { name: fill(diaries.editor.commentOf, { name: vera.name }) });
    await comment.fill('Пропустила разминку');
    await editor.getByRole('button', { name: diaries.editor.save }).click();
    await editor.getByText(errorText('FIELD_REQUIRED'), { exact: true }).waitFor();
    expect(await comment.inputValue()).toBe('Пропустила разминку');
    expect(await editor.getByLabel(diaries.editor.topic).getAttribute('aria-invalid')).toBe('true');
    // Cancelling typed work asks first; the teacher throws the draft away.
    await editor.getByRole('button', { name: diaries.editor.cancel }).click();
    const discard = page.getByRole('dialog', { name: diaries.editor.discardTitle });
    await discard.getByText(diaries.editor.unsaved).waitFor();
    await discard.getByRole('button', { name: diaries.editor.discard }).click();
    await page.getByRole('heading', { name: diaries.editor.newTitle, level: 2 }).waitFor({ state: 'detached' });
    expect(await page.getByRole('article').count()).toBe(1);

    const student = await studentPage(await newPage(browser()), vera);
    await student.goto('/student/profile/diary');
    await student.getByRole('heading', { level: 1, name: diaries.studentTitle }).waitFor();
    const row = student.getByRole('row').filter({ hasText: topic });
    expect((await row.getByRole('cell').allTextContents()).slice(2)).toEqual([
      diaries.attendance.present,
      '4',
      'Считала без ошибок',
    ]);
    expect(await tileValue(student, diaries.summary.lessons)).toBe('1');
    expect(await tileValue(student, diaries.summary.average)).toBe('4');
    expect(await blockingA11yViolations(student), 'student diary').toEqual([]);

    await openSection(page, ru.teacherStudents.nav, '/teacher/students');
    await page.getByRole('main').getByRole('link', { name: gleb.name }).click();
    await page
      .getByRole('tablist', { name: ru.teacherStudent.card.tabsLabel })
      .getByRole('tab', { name: ru.teacherStudent.tabs.diary })
      .click();
    await waitForPath(page, `/teacher/students/${gleb.id}/diary`);
    await page.getByRole('heading', { name: fill(diaries.teacherStudentTitle, { name: gleb.name }) }).waitFor();
    const glebRow = page.getByRole('row').filter({ hasText: topic });
    expect((await glebRow.getByRole('cell').allTextContents()).slice(2)).toEqual([
      diaries.attendance.absent,
      diaries.summary.none,
      'Болел',
    ]);
  }, 60_000);

  it('lets a teacher share a link, set the schedule and add a recording, all of which the student finds on the class page', async () => {
    const [vera] = cabinet.students;
    const suffix = randomUUID().slice(0, 4);
    const material = { title: `Таблица сложения ${suffix}`, url: `https://example.org/tables/${suffix}` };
    const recording = { title: `Урок 18 ноября ${suffix}`, url: `https://example.org/video/${suffix}.mp4` };
    const page = await teacherPage(await newPage(browser()), cabinet.teacher);

    await openSection(page, materials.nav, '/teacher/materials');
    await page.getByText(materials.library.empty, { exact: true }).waitFor();
    await page.getByRole('button', { name: materials.library.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: materials.form.title }).fill(material.title);
    await choose(dialog.getByRole('radiogroup', { name: materials.form.kind }), materials.kind.link);
    await dialog.getByRole('textbox', { name: materials.form.url }).fill(material.url);
    await dialog.getByRole('textbox', { name: materials.form.description }).fill('Повторить перед уроком');
    expect(await blockingA11yViolations(page), 'material form').toEqual([]);
    await dialog.getByRole('button', { name: materials.form.save }).click();
    await notice(page, fill(materials.form.saved, { title: material.title })).waitFor();

    const card = page.getByRole('article', { name: material.title });
    await card.getByText(materials.library.notShared).waitFor();
    await card.getByRole('button', { name: fill(materials.library.share, { title: material.title }) }).click();
    await dialog.getByRole('checkbox', { name: cabinet.classTitle }).check();
    await dialog.getByRole('button', { name: materials.share.save }).click();
    await notice(page, fill(materials.share.done, { title: material.title })).waitFor();
    await card.getByText(fill(materials.library.sharedWith, { classes: cabinet.classTitle })).waitFor();

    await openSection(page, ru.shell.navClasses, '/teacher/classes');
    await openClassPage(page, cabinet, materials.classLink, 'materials');
    await page.getByRole('region', { name: materials.class.materials }).getByText(material.title).waitFor();

    const schedule = page.getByRole('region', { name: materials.class.schedule });
    await schedule.getByRole('button', { name: materials.schedule.add }).click();
    await schedule.getByLabel(fill(materials.schedule.weekday, { number: 1 })).click();
    await page.getByRole('option', { name: 'Среда', exact: true }).click();
    await schedule.getByLabel(fill(materials.schedule.start, { number: 1 })).fill('17:30');
    await schedule.getByLabel(fill(materials.schedule.duration, { number: 1 })).fill('60');
    await schedule.getByRole('button', { name: materials.schedule.save }).click();
    await notice(page, materials.schedule.saved).waitFor();

    const recordings = page.getByRole('region', { name: materials.class.recordings });
    const form = recordings.getByRole('form', { name: materials.recordings.formLabel });
    // A recording may be a link or an uploaded video; this one is a link.
    const linkChoice = form.getByRole('radio', { name: materials.kind.link, exact: true });
    if ((await linkChoice.count()) > 0) await choose(form, materials.kind.link);
    await form.getByRole('textbox', { name: materials.recordings.title }).fill(recording.title);
    await form.getByLabel(materials.recordings.date).fill('2026-11-18');
    await form.getByRole('textbox', { name: materials.recordings.url }).fill(recording.url);
    await form.getByRole('button', { name: materials.recordings.add }).click();
    await notice(page, fill(materials.recordings.added, { title: recording.title })).waitFor();
    await recordings.getByRole('link', { name: recording.title }).waitFor();
    expect(await blockingA11yViolations(page), 'class materials').toEqual([]);

    const student = await studentPage(await newPage(browser()), vera);
    await student.goto('/student/class');
    const mine = student.getByRole('article', { name: cabinet.classTitle });
    await mine.getByText(fill(ru.studentClass.teacher, { name: cabinet.teacher.name })).waitFor();
    await mine
      .getByRole('region', { name: ru.studentClass.schedule })
      .getByText(fill(materials.schedule.line, { weekday: 'Среда', time: '17:30', minutes: 60 }))
      .waitFor();
    const shared = mine.getByRole('region', { name: ru.studentClass.materials });
    await shared.getByText(material.title, { exact: true }).waitFor();
    expect(await shared.getByRole('link', { name: materials.openLink }).getAttribute('href')).toBe(material.url);
    const video = mine.getByRole('region', { name: ru.studentClass.recordings.title });
    await video.getByText(recording.title, { exact: true }).waitFor();
    expect(await video.getByRole('link', { name: new RegExp(recording.title) }).getAttribute('href')).toBe(
      recording.url,
    );
    expect(await blockingA11yViolations(student), 'student class').toEqual([]);
  }, 60_000);

  it('lets a teacher change their name, phone, photo and password in the settings', async () => {
    const teacher = await createTeacher('Нина', 'Прежняя');
    const page = await teacherPage(await newPage(browser()), teacher);
    await openSection(page, ru.shell.navSettings, '/teacher/settings');

    const profile = page.getByRole('region', { name: settings.profile.title });
    await profile.getByRole('textbox', { name: settings.profile.firstName }).fill('Марина');
    await profile.getByRole('textbox', { name: settings.profile.lastName }).fill('Новикова');
    await profile.getByRole('textbox', { name: settings.profile.phone }).fill('+7 912 345-67-89');
    await profile.getByRole('button', { name: settings.profile.save }).click();
    await notice(page, settings.profile.saved).waitFor();
    const newName = 'Марина Новикова';
    await page.getByRole('banner').getByText(newName, { exact: true }).waitFor();

    const avatar = page.getByRole('region', { name: settings.avatar.title });
    const chooser = page.waitForEvent('filechooser');
    await avatar.getByRole('button', { name: settings.avatar.choose }).click();
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(64, [46, 139, 87]) });
    await avatar.getByRole('img', { name: settings.avatar.previewAlt }).waitFor();
    await avatar.getByRole('button', { name: settings.avatar.upload }).click();
    await notice(page, settings.avatar.uploaded).waitFor();
    const photo = avatar.getByRole('img', { name: fill(settings.avatar.currentAlt, { name: newName }) });
    // The server stores its own square crop of the photo, which the page loads back.
    await expect.poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(AVATAR_SIDE);
    expect(await photo.getAttribute('src')).toMatch(/^\/media\/avatars\//);

    await page.reload();
    await page.getByRole('banner').getByText(newName, { exact: true }).waitFor();
    expect(await profile.getByRole('textbox', { name: settings.profile.phone }).inputValue()).toBe('+7 912 345-67-89');
    await expect.poll(() => photo.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(AVATAR_SIDE);

    // Mismatched new passwords are refused before anything is sent, and the typing stays.
    const password = page.getByRole('region', { name: settings.password.title });
    const newPassword = `Тигр-${randomUUID().slice(0, 8)}`;
    const current = password.getByLabel(settings.password.current);
    const next = password.getByLabel(new RegExp(`^${settings.password.new}`));
    const repeat = password.getByLabel(settings.password.repeat);
    await current.fill(teacher.password);
    await next.fill(newPassword);
    await repeat.fill(`${newPassword}!`);
    await password.getByRole('button', { name: settings.password.save }).click();
    await password.getByText(settings.password.mismatch, { exact: true }).waitFor();
    expect([await current.inputValue(), await next.inputValue(), await repeat.inputValue()]).toEqual([
      teacher.password,
      newPassword,
      `${newPassword}!`,
    ]);
    expect(await blockingA11yViolations(page), 'password mismatch').toEqual([]);

    await repeat.fill(newPassword);
    await password.getByRole('button', { name: settings.password.save }).click();
    await notice(page, settings.password.changed).waitFor();
    await page.getByRole('banner').getByRole('button', { name: ru.common.logout }).click();
    await waitForPath(page, '/login');
    await logIn(page, teacher.email, teacher.password);
    await notice(page, ru.auth.loginFailed).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await logInTo(page, teacher.email, newPassword, '/teacher/classes');
    await page.getByRole('banner').getByText(newName, { exact: true }).waitFor();
  }, 60_000);
});
