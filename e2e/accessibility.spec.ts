import { SUBJECT_IT } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { blockingA11yViolations } from './support/a11y.ts';
import { DEMO, newPage, PHONE, sharedBrowser } from './support/browser.ts';
import { subjectById } from './support/catalog.ts';
import { logInTo, pickSubject, waitForPath } from './support/people.ts';
import { ru } from './support/texts.ts';
import { trainerByComponent } from './support/trainers.ts';

describe('accessibility of the main pages (axe: WCAG 2.1 AA and best practices, moderate and worse)', () => {
  const browser = sharedBrowser();

  it('finds no problem on the login page', async () => {
    const page = await newPage(browser());
    await page.goto('/login');
    await page.getByRole('button', { name: ru.auth.loginSubmit }).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it('finds no problem on the picture login pages: the class code, the names and the pictures', async () => {
    const page = await newPage(browser());
    await page.goto('/login/class');
    await page.getByLabel(ru.pictureLogin.codeLabel).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await page.goto('/login/class/UMKA2345');
    await page.getByRole('button', { name: 'Миша И.' }).click();
    await page.getByRole('group', { name: ru.pictureLogin.grid }).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it("finds no problem in the parent cabinet: joining, the children, a child's tabs, the chat and the settings", async () => {
    const guest = await newPage(browser());
    await guest.goto('/parent/join');
    await guest.getByLabel(ru.parents.join.codeLabel).waitFor();
    expect(await blockingA11yViolations(guest), 'join').toEqual([]);

    const page = await newPage(browser(), { viewport: PHONE });
    await logInTo(page, DEMO.parent, DEMO.password, '/parent');
    await page.getByRole('link', { name: /Миша/ }).click();
    await page.waitForURL(/\/parent\/children\/\d+$/);
    await page.getByRole('figure').first().waitFor();
    expect(await blockingA11yViolations(page), 'trainers').toEqual([]);
    for (const tab of ['homework', 'diary', 'likes', 'certificates'] as const) {
      await page.getByRole('tab', { name: ru.parents.child.tabs[tab] }).click();
      await page.getByRole('tabpanel').getByText(/\S/).first().waitFor();
      expect(await blockingA11yViolations(page), tab).toEqual([]);
    }
    await page.goto('/parent/chat');
    await page.getByRole('heading', { name: ru.chat.parents.title }).waitFor();
    expect(await blockingA11yViolations(page), 'chat').toEqual([]);
    await page.goto('/parent/settings');
    await page.getByRole('switch', { name: ru.parentDigest.settings.digest }).waitFor();
    expect(await blockingA11yViolations(page), 'settings').toEqual([]);
  });

  it('finds no problem on the 404 page', async () => {
    const page = await newPage(browser());
    await page.goto('/no/such/page');
    await waitForPath(page, '/404');
    await page.getByRole('heading', { name: ru.errors.notFoundTitle }).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it('finds no problem on subject choice', async () => {
    const math = await subjectById(1);
    const page = await newPage(browser());
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await page.getByRole('button', { name: math.title['ru-RU'], exact: true }).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it('finds no problem on the student home, plain and IT', async () => {
    const [math, it] = await Promise.all([subjectById(1), subjectById(SUBJECT_IT)]);
    const page = await newPage(browser());
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, math.title['ru-RU']);
    await page.getByTestId('home-likes-balance').waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await page.goto('/student/subject');
    await pickSubject(page, it.title['ru-RU']);
    await page.getByTestId('it-layout').getByTestId('home-it-points').waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it("finds no problem on a phone with the student's drawer open", async () => {
    const math = await subjectById(1);
    const page = await newPage(browser(), { viewport: PHONE });
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, math.title['ru-RU']);
    await page.getByTestId('student-header').getByRole('button', { name: ru.shell.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: ru.student.menu.title });
    await drawer.getByRole('button', { name: ru.common.logout }).waitFor();
    expect(await drawer.getByRole('button', { name: ru.common.close }).count()).toBe(1);
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it("finds no problem on the student's ratings: by likes, by trainers, of online games and by age", async () => {
    const math = await subjectById(1);
    const page = await newPage(browser());
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, math.title['ru-RU']);
    const titles = {
      likes: ru.likes.ratingPage.title,
      trainers: ru.ratings.trainers.title,
      online: ru.ratings.online.title,
      age: ru.ratings.age.title,
    };
    for (const [kind, title] of Object.entries(titles)) {
      await page.goto(`/student/profile/rating/${kind}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      // Each view has loaded once its table (the demo's ranks) or its empty state is there.
      const empty = page.getByText(kind === 'online' ? ru.ratings.online.emptyTitle : ru.ratings.trainers.emptyTitle);
      await page.locator('main table tbody tr').or(empty).first().waitFor();
      expect(await blockingA11yViolations(page), kind).toEqual([]);
    }
  });

  it('finds no problem on the admin user list', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.admin, DEMO.password, '/admin');
    // Other journeys add users, so the demo teacher may sit past the first page: the admin searches.
    await page.getByRole('textbox', { name: ru.admin.users.search }).fill(DEMO.teacher);
    await page
      .getByRole('row')
      .filter({ has: page.getByText(DEMO.teacher, { exact: true }) })
      .waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it('finds no problem on the admin settings: maintenance, subjects for students, outbox and the audit log', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.admin, DEMO.password, '/admin');
    await page.goto('/admin/settings');
    await page.getByRole('region', { name: ru.admin.subjects.title }).getByRole('switch').first().waitFor();
    await page.getByRole('region', { name: ru.admin.auditLog.title }).getByRole('row').nth(1).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it('finds no problem on the admin albums, crystals and puzzle prices', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.admin, DEMO.password, '/admin');
    await page.goto('/admin/albums');
    await page
      .getByRole('button', { name: ru.albumsAdmin.albums.addPicture })
      .first()
      .or(page.getByText(ru.albumsAdmin.albums.emptyTitle))
      .waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await page.goto('/admin/crystals');
    await page
      .getByRole('button', { name: ru.albumsAdmin.crystals.save })
      .first()
      .or(page.getByText(ru.albumsAdmin.crystals.emptyTitle))
      .waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await page.goto('/admin/puzzle-prices');
    await page.getByRole('button', { name: ru.albumsAdmin.prices.save }).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it('finds no problem on the admin mailing page', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.admin, DEMO.password, '/admin');
    await page.goto('/admin/mailing');
    await page.getByRole('button', { name: ru.mailing.send }).waitFor();
    await page.getByText(ru.mailing.status.done).first().waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it('finds no problem on the admin news list, the news form with its editor, and an edit of a demo item', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.admin, DEMO.password, '/admin');
    await page.goto('/admin/news');
    await page.locator('a[href^="/admin/news/edit/"]').first().waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    const editor = page.getByRole('textbox', { name: `${ru.newsAdmin.form.text} (${ru.newsAdmin.locales['ru-RU']})` });
    await page.goto('/admin/news/create');
    await editor.waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await page.goto('/admin/news');
    await page.locator('a[href^="/admin/news/edit/"]').first().click();
    await editor.waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it("finds no problem on the IT student's course map and a lesson with coloured code and the done button", async () => {
    const it = await subjectById(SUBJECT_IT);
    const page = await newPage(browser());
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, it.title['ru-RU']);
    await page.goto('/student/it-courses');
    await page.getByRole('heading', { level: 1, name: ru.itCourses.map.title }).waitFor();
    await page.getByRole('link', { name: ru.itCourses.map.continue }).waitFor();
    expect(await blockingA11yViolations(page), 'map').toEqual([]);
    await page
      .getByRole('link', { name: ru.itCourses.map.lessonDone.replace('{{title}}', 'Что такое программа') })
      .click();
    await page.locator('pre code.hljs').first().waitFor();
    expect(await blockingA11yViolations(page), 'lesson').toEqual([]);
  });

  it('finds no problem on the admin IT courses, the lesson list of a block and the lesson editor', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.admin, DEMO.password, '/admin');
    await page.goto('/admin/it-courses');
    const lessons = page.locator('a[href^="/admin/it-lessons/list?course="]').first();
    await lessons.waitFor();
    expect(await blockingA11yViolations(page), 'courses').toEqual([]);
    await lessons.click();
    const edit = page.getByRole('link', { name: 'Что такое программа', exact: true });
    await edit.waitFor();
    expect(await blockingA11yViolations(page), 'lessons').toEqual([]);
    await edit.click();
    await page.getByRole('textbox', { name: ru.itCourses.admin.textField }).waitFor();
    expect(await blockingA11yViolations(page), 'editor').toEqual([]);
  });

  it("finds no problem on the IT student's points shop, with the goods and the purchases", async () => {
    const it = await subjectById(SUBJECT_IT);
    const page = await newPage(browser());
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, it.title['ru-RU']);
    await page.goto('/student/it-shop');
    await page.getByTestId('it-layout').getByTestId('it-shop-balance').waitFor();
    await page.getByRole('region', { name: ru.itShop.goods }).getByRole('listitem').first().waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it('finds no problem on the admin IT shop, its form with the picture picker, and the IT prizes', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.admin, DEMO.password, '/admin');
    await page.goto('/admin/it-shop');
    const main = page.getByRole('main');
    await main.getByRole('switch').first().waitFor();
    expect(await blockingA11yViolations(page), 'list').toEqual([]);
    await main.getByRole('button', { name: ru.itShop.admin.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('group', { name: ru.itShop.admin.form.art }).waitFor();
    expect(await blockingA11yViolations(page), 'form').toEqual([]);
    await dialog.getByRole('button', { name: ru.itShop.admin.form.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.goto('/teacher/it-prizes');
    await page.getByRole('heading', { level: 1, name: ru.itShop.prizes.title }).waitFor();
    await main.getByRole('region').first().or(main.getByText(ru.itShop.prizes.emptyTitle)).waitFor();
    expect(await blockingA11yViolations(page), 'prizes').toEqual([]);
  });

  it("finds no problem on the teacher's IT prizes to hand over", async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.teacher, DEMO.password, '/teacher/classes');
    await page.goto('/teacher/it-prizes');
    await page.getByRole('heading', { level: 1, name: ru.itShop.prizes.title }).waitFor();
    const main = page.getByRole('main');
    await main.getByRole('region').first().or(main.getByText(ru.itShop.prizes.emptyTitle)).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it("finds no problem on the IT student's projects exhibition, its top list, the new project form and a project", async () => {
    const it = await subjectById(SUBJECT_IT);
    const page = await newPage(browser());
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, it.title['ru-RU']);
    await page.goto('/student/projects');
    const main = page.getByRole('main');
    await main.getByTestId('it-project-card').first().waitFor();
    expect(await blockingA11yViolations(page), 'exhibition').toEqual([]);
    await main.getByRole('tab', { name: ru.itProjects.page.top }).click();
    await main.getByText(ru.itProjects.page.topHint).waitFor();
    expect(await blockingA11yViolations(page), 'top').toEqual([]);
    await main.getByRole('button', { name: ru.itProjects.page.newProject }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: ru.itProjects.form.submit }).waitFor();
    expect(await blockingA11yViolations(page), 'form').toEqual([]);
    await dialog.getByRole('button', { name: ru.itProjects.form.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    await main.getByTestId('it-project-card').first().getByRole('link').first().click();
    await main.getByRole('heading', { level: 2, name: ru.itProjects.form.stages }).waitFor();
    expect(await blockingA11yViolations(page), 'project').toEqual([]);
  });

  it("finds no problem on the teacher's IT projects and the admin's IT categories", async () => {
    const teacher = await newPage(browser());
    await logInTo(teacher, DEMO.teacher, DEMO.password, '/teacher/classes');
    await teacher.goto('/teacher/it-projects');
    await teacher.getByTestId('it-project-review').first().waitFor();
    expect(await blockingA11yViolations(teacher), 'teacher').toEqual([]);
    const admin = await newPage(browser());
    await logInTo(admin, DEMO.admin, DEMO.password, '/admin');
    await admin.goto('/admin/it-categories');
    await admin.getByRole('main').getByRole('row').nth(1).waitFor();
    expect(await blockingA11yViolations(admin), 'admin').toEqual([]);
  });

  it("finds no problem on the IT student's quizzes, a quiz, and a task lesson with a solution waiting for the teacher", async () => {
    const it = await subjectById(SUBJECT_IT);
    const page = await newPage(browser());
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, it.title['ru-RU']);
    await page.goto('/student/quizes');
    const quiz = page.getByRole('main').getByRole('link', { name: 'Первая программа' });
    await quiz.waitFor();
    expect(await blockingA11yViolations(page), 'quizzes').toEqual([]);
    await quiz.click();
    await page.getByRole('button', { name: ru.itQuizzes.quiz.check }).waitFor();
    expect(await blockingA11yViolations(page), 'quiz').toEqual([]);
    await page.goto('/student/it-courses');
    await page.getByRole('link', { name: 'Моя первая программа', exact: true }).click();
    await page.getByText(ru.itSolutions.student.explain.submitted).waitFor();
    expect(await blockingA11yViolations(page), 'task').toEqual([]);
  });

  it("finds no problem on the teacher's queue of IT task solutions and the admin's quiz and question editors", async () => {
    const teacher = await newPage(browser());
    await logInTo(teacher, DEMO.teacher, DEMO.password, '/teacher/classes');
    await teacher.goto('/teacher/it-solutions');
    await teacher.getByTestId('it-solution-review').first().waitFor();
    expect(await blockingA11yViolations(teacher), 'solutions').toEqual([]);
    const admin = await newPage(browser());
    await logInTo(admin, DEMO.admin, DEMO.password, '/admin');
    await admin.goto('/admin/it-courses');
    await admin.locator('a[href^="/admin/it-lessons/list?course="]').first().click();
    await admin.getByRole('link', { name: 'Что такое программа', exact: true }).click();
    await admin.getByRole('main').getByRole('link', { name: ru.itQuizzes.admin.open }).first().click();
    const edit = admin.getByRole('main').getByRole('link', { name: `${ru.itQuizzes.admin.editQuestion} 1` });
    await edit.waitFor();
    expect(await blockingA11yViolations(admin), 'quiz').toEqual([]);
    await edit.click();
    await admin.getByRole('textbox', { name: ru.itQuizzes.admin.text }).waitFor();
    expect(await blockingA11yViolations(admin), 'question').toEqual([]);
  });

  it('finds no problem on the admin speed-reading texts and the edit of a demo text', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.admin, DEMO.password, '/admin');
    await page.goto('/admin/reading-texts');
    const rowLink = page.locator('a[href^="/admin/reading-texts/edit/"]').first();
    await rowLink.waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await rowLink.click();
    await page.getByRole('group', { name: ru.adminReadingTexts.questions.legend.replace('{{number}}', '1') }).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it('finds no problem on the admin speech pictures, their adding dialog with the picker, and a card’s edit', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.admin, DEMO.password, '/admin');
    await page.goto('/admin/speech-images');
    const main = page.getByRole('main');
    const editFish = main.getByRole('button', { name: ru.speechImages.edit.replace('{{word}}', 'рыба') });
    await editFish.waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await main.getByRole('button', { name: ru.speechImages.add }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('group', { name: ru.speechImages.picker }).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: ru.speechImages.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    await editFish.click();
    await page.getByRole('dialog').getByRole('button', { name: ru.speechImages.save }).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it("finds no problem on the student's gymnastics: the trainers page with its tile, the page and two players", async () => {
    const math = await subjectById(1);
    const page = await newPage(browser());
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, math.title['ru-RU']);
    await page.goto('/student/trainers');
    const tile = page.getByRole('link', { name: new RegExp(ru.gymnastics.title) });
    await tile.getByText(/\d/).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await tile.click();
    await page.getByRole('heading', { level: 1, name: ru.gymnastics.title }).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    for (const key of ['ball-circle', 'fingers-counting'] as const) {
      const title = ru.gymnastics.builtin[key].title;
      await page.getByRole('button', { name: ru.gymnastics.play.replace('{{title}}', title) }).click();
      const player = page.getByRole('region', { name: title });
      await player.getByRole('button', { name: ru.gymnastics.player.start, exact: true }).waitFor();
      expect(await blockingA11yViolations(page), key).toEqual([]);
    }
  });

  it('finds no problem on the admin gymnastics page and its edit dialog', async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.admin, DEMO.password, '/admin');
    await page.goto('/admin/gymnastics');
    const edit = page.getByRole('button', {
      name: ru.adminGymnastics.list.edit.replace('{{title}}', ru.gymnastics.builtin['ball-circle'].title),
    });
    await edit.waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await edit.click();
    await page.getByRole('dialog').getByRole('button', { name: ru.adminGymnastics.edit.save }).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it("finds no problem on the student's albums and on an album with its pieces", async () => {
    const reading = await subjectById(2);
    // The celebration's sparkles stay still with reduced motion, so the sweep sees a settled page.
    const page = await newPage(browser(), { reducedMotion: 'reduce' });
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, reading.title['ru-RU']);
    await page.goto('/student/albums');
    await page.getByRole('navigation', { name: ru.albums.tabs.label }).waitFor();
    // A first visit opens the first album by itself and lands on it; later visits stay on the list.
    const poolTitle = page.getByRole('heading', { name: ru.albums.pool.title });
    const albumLink = page
      .getByRole('main')
      .getByRole('link', { name: /^Открыть альбом/ })
      .first();
    await poolTitle.or(albumLink).or(page.getByText(ru.albums.empty)).first().waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    if (await albumLink.isVisible()) {
      await albumLink.click();
      await poolTitle.waitFor();
      expect(await blockingA11yViolations(page)).toEqual([]);
    }
  });

  it("finds no problem on the student's crystals and on the trading shop and market", async () => {
    const reading = await subjectById(2);
    // The bought pieces' reveal stays still with reduced motion, so the sweep sees a settled page.
    const page = await newPage(browser(), { reducedMotion: 'reduce' });
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, reading.title['ru-RU']);
    await page.goto('/student/albums/crystals');
    await page.getByRole('button', { name: /^Активировать/ }).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await page.goto('/student/albums/trading');
    await page.getByRole('tab', { name: ru.albumsTrade.tabs.shop }).waitFor();
    await page
      .getByRole('heading', { name: ru.albumsTrade.shop.packsTitle })
      .or(page.getByText(ru.albumsTrade.shop.noAlbumTitle))
      .first()
      .waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: ru.albumsTrade.tabs.market }).click();
    await page.getByRole('heading', { name: ru.albumsTrade.collectors.title }).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it("finds no problem on the teacher's classes and on a class", async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.teacher, DEMO.password, '/teacher/classes');
    const firstClass = page.getByRole('main').getByRole('link', { name: '3 «А»' });
    await firstClass.waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await firstClass.click();
    await page.getByRole('table').waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it("finds no problem on a student's trainers page of the teacher, nor on the card's rating by age", async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.teacher, DEMO.password, '/teacher/classes');
    await page.getByRole('main').getByRole('link', { name: '3 «А»' }).click();
    await page
      .getByRole('link', { name: ru.teacherStudent.trainersLinkLabel.replace('{{name}}', 'Миша Иванов') })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Миша Иванов' }).waitFor();
    await page.getByRole('main').getByText(ru.teacherStudent.subtitle).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);

    // The card's rating by age: Миша's classmates born his year (the demo's Петя and Аня).
    await page.getByRole('tab', { name: ru.teacherStudent.tabs['age-rating'] }).click();
    const year = String(new Date().getUTCFullYear() - 9);
    const table = page.getByRole('table', { name: ru.ratings.age.captionClasses.replace('{{year}}', year) });
    await table.getByRole('row').filter({ hasText: 'Аня Соколова' }).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it("finds no problem on the teacher's chat, with a conversation open", async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.teacher, DEMO.password, '/teacher/classes');
    await page.goto('/teacher/chat');
    await page.getByRole('heading', { name: ru.chat.blocksTitle }).waitFor();
    const contact = page.getByRole('list', { name: ru.chat.conversations }).getByRole('button').first();
    await contact.waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
    await contact.click();
    await page.getByRole('textbox', { name: ru.chat.messageLabel }).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it("finds no problem on the teacher's student recordings, with the players and the unheard count", async () => {
    const page = await newPage(browser());
    await logInTo(page, DEMO.speech, DEMO.password, '/teacher/classes');
    await page.goto('/teacher/voice-recordings');
    await page.getByRole('heading', { level: 1, name: ru.voiceRecordings.teacher.title }).waitFor();
    await page.getByRole('article', { name: 'Миша Иванов, Барабанщик' }).locator('audio').waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it("finds no problem on the student's online games, open or still locked", async () => {
    const math = await subjectById(1);
    const page = await newPage(browser());
    await logInTo(page, DEMO.student, DEMO.password, '/student/subject');
    await pickSubject(page, math.title['ru-RU']);
    await page.goto('/student/online');
    await page.getByRole('heading', { level: 1, name: ru.online.list.title }).waitFor();
    await page.getByTestId('online-game-card').first().or(page.getByText(ru.online.locked.title)).waitFor();
    expect(await blockingA11yViolations(page)).toEqual([]);
  });

  it("finds no problem on a teacher's online games: the list, connect four's start, lobby and game", async () => {
    // The countdown and the falling discs move; with reduced motion they do not.
    const page = await newPage(browser(), { reducedMotion: 'reduce' });
    await logInTo(page, DEMO.teacher, DEMO.password, '/teacher/classes');
    await page.goto('/teacher/online');
    await page.getByTestId('online-game-card').first().waitFor();
    expect(await blockingA11yViolations(page), 'list').toEqual([]);
    const game = await trainerByComponent('connect4');
    const base = `/online/${game.id}/connect4`;
    await page.goto(`${base}/start`);
    await page.getByRole('heading', { name: ru.online.connect4.help.title }).waitFor();
    const invite = page.getByRole('button', { name: ru.online.actions.invite });
    await invite.waitFor();
    expect(await blockingA11yViolations(page), 'start').toEqual([]);
    await invite.click();
    await waitForPath(page, `${base}/room`);
    const callBot = page.getByRole('button', { name: ru.online.room.callBot });
    await callBot.waitFor();
    expect(await blockingA11yViolations(page), 'lobby').toEqual([]);
    await callBot.click();
    await page.getByRole('button', { name: ru.online.room.setReady, exact: true }).click();
    await waitForPath(page, `${base}/game`);
    await page.getByTestId('connect-four-board').waitFor();
    expect(await blockingA11yViolations(page), 'game').toEqual([]);
    // Out again, so the demo teacher is in no room for the journeys after this one.
    await page.getByRole('button', { name: ru.online.game.leave }).click();
    await page.getByRole('dialog').getByRole('button', { name: ru.online.leave.confirm }).click();
    await waitForPath(page, '/teacher/online');
  }, 60_000);

  it('finds no problem on the start and play screens of the speed test, graphs and word problems', async () => {
    // The speed test's time bar moves for as long as the round runs; with reduced motion it steps instead.
    const page = await newPage(browser(), { reducedMotion: 'reduce' });
    await logInTo(page, DEMO.teacher, DEMO.password, '/teacher/classes');
    for (const component of ['speedTest', 'graphs', 'wordProblem']) {
      const trainer = await trainerByComponent(component);
      await page.goto(`/trainers/${trainer.id}`);
      const start = page.getByRole('button', { name: ru.trainers.shell.start });
      await start.waitFor();
      if (component === 'wordProblem') {
        await page.getByLabel(ru.trainers.settings.wordProblem.class_number).selectOption('1');
      }
      expect(await blockingA11yViolations(page)).toEqual([]);
      await start.click();
      await page.getByRole('button', { name: ru.trainers.shell.quit }).waitFor();
      await page.getByRole('heading', { level: 1, name: trainer.title['ru-RU'] }).waitFor({ state: 'attached' });
      // The countdown takes three seconds; the task is on screen right after it.
      await page.waitForTimeout(3500);
      expect(await blockingA11yViolations(page)).toEqual([]);
    }
  }, 60_000);
});
