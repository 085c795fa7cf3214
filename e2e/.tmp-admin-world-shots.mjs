import { chromium } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
const user = { id: 1, role_id: 1, name: 'Анна Админова', first_name: 'Анна', last_name: 'Админова', email: 'a@e.com', phone: null, is_active: true, avatar: null, property: { age: null, guides: [] }, locale: 'ru-RU', created_at: '2026-01-01T00:00:00.000Z' };
const t = (ru, en = ru, uk = ru) => ({ 'ru-RU': ru, 'en-US': en, 'uk-UA': uk });
const chars = [['fox','Лиса'],['bear','Медведь'],['bunny','Зайка'],['cat','Кошка'],['panda','Панда']].map(([code,n],i)=>({id:i+1,code,title:t(n),image:`/art/characters/${code}.svg`}));
const cl = (id, code, name, slot, price, std, characters) => ({ id, title: t(name), price, slot, categories: ['everyday'], characters, preview: `/art/clothes/previews/${code}.svg`, picture: `/art/clothes/${code}.svg`, is_standard: std, created_at: 'x', updated_at: 'x' });
const clothes = [cl(1,'cap','Кепка','head',12,false,[1,2,3,4,5]), cl(2,'jeans','Джинсы','legs',0,true,[1,2]), cl(3,'hoodie','Худи','body',25,false,[3]), cl(4,'sneakers-red','Красные кеды','feet',8,false,[1,2,3,4,5])];
const loc = (id, kind, name, bg, n) => ({ id, kind, field_activity_id: kind==='job'?id:null, title: t(name), background: `/art/places/${bg}.svg`, things_count: n });
const locations = [loc(1,'home','Дом','home',6), loc(2,'class','Класс','class',3), loc(3,'job','Стройка','builder',4), loc(4,'job','Кухня','chef',2), loc(5,'job','Больница','doctor',5)];
const th = (id, code, name, price, width) => ({ id, location_id: 1, title: t(name), image: `/art/things/${code}.svg`, price, width, created_at: 'x', updated_at: 'x' });
const things = [th(1,'bed','Кровать',20,35), th(2,'armchair','Кресло',12,18), th(3,'floor-lamp','Торшер',5,8), th(4,'aquarium','Аквариум',30,22)];
const ok = (data) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: true, data }) });
const routes = {
  'GET /api/client-config': { forced_locale: null, maintenance: false },
  'GET /api/me': { user, student: null },
  'GET /api/characters': chars,
  'GET /api/admin/clothes': clothes,
  'GET /api/admin/clothes/1': clothes[0],
  'GET /api/admin/locations': locations,
  'GET /api/admin/locations/1': { location: locations[0], things },
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } }); const page = await context.newPage();
await page.addInitScript((u) => localStorage.setItem('auth', JSON.stringify({ status: 'authenticated', jwt: 'x', user: u })), user);
await page.route('**/api/**', (route) => {
  const r = route.request(); const u = new URL(r.url());
  const data = routes[`${r.method()} ${u.pathname}`];
  if (data === undefined) return route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ status: false, code: 'NOT_FOUND', message: t('Не найдено') }) });
  return route.fulfill(ok(data));
});
page.on('pageerror', (e) => console.log('pageerror', e.message));
for (const [path, name, action] of [
  ['/admin/clothes', 'clothes-list'],
  ['/admin/clothes/edit/1', 'clothes-edit'],
  ['/admin/clothes/create', 'clothes-create', async () => { await page.getByRole('button', { name: 'Сохранить' }).click(); await page.waitForTimeout(400); }],
  ['/admin/locations', 'locations'],
  ['/admin/locations/1', 'location'],
  ['/admin/locations/1', 'location-modal', async () => { await page.getByRole('button', { name: 'Изменить вещь «Кресло»' }).click(); await page.waitForTimeout(600); }],
]) {
  await page.goto(`http://localhost:5399${path}`);
  await page.waitForTimeout(2500);
  if (action) await action();
  await page.screenshot({ path: `/tmp/umka-admin-world/shots/${name}.png`, fullPage: true });
  const res = await new AxeBuilder({ page }).withTags(['wcag2a','wcag2aa','wcag21a','wcag21aa','best-practice']).analyze();
  for (const v of res.violations.filter((v) => ['critical','serious','moderate'].includes(v.impact))) console.log(name, v.id, v.impact, v.nodes.slice(0,4).map((n) => n.html.slice(0,160) + ' :: ' + n.failureSummary).join('\n'));
  const h1 = await page.getByRole('heading', { level: 1 }).allTextContents(); if (h1.length !== 1) console.log(name, 'h1', h1);
}
await browser.close();
