import { act, screen, within } from '@testing-library/react';
import { type ItShop, itShopApi, ROLE, SUBJECT_IT } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildMe,
  buildSubject,
  buildSubjectData,
  buildUser,
  chooseSubject,
  installFakeRealtime,
  mockServer,
  ok,
  renderApp,
  signIn,
} from '../../../test/app-harness.tsx';
import { BOOK_PRIZE, buildPurchase, ROCKET } from '../itShop.fixtures.ts';

vi.mock('../../students/student/StudentMenu.tsx', () => ({ StudentMenu: () => <nav>student menu</nav> }));

const student = buildUser(ROLE.student);
const it8 = buildSubject(SUBJECT_IT);

describe('the IT shop kept live by the realtime bridge', () => {
  let realtime: ReturnType<typeof installFakeRealtime>;
  let shop: ItShop;
  let server: ReturnType<typeof mockServer>;

  beforeEach(() => {
    realtime = installFakeRealtime();
    signIn(student);
    chooseSubject(it8);
    shop = {
      balance: 30,
      earned: 55,
      items: [ROCKET, BOOK_PRIZE],
      purchases: [buildPurchase(8, BOOK_PRIZE, 'awaiting')],
    };
    server = mockServer({
      'GET /api/me': ok(buildMe(student, [it8])),
      [`GET /api/students/3/subjects/${SUBJECT_IT}`]: ok(buildSubjectData(it8)),
    });
    server.on(itShopApi.shop, () => shop);
  });

  it('tells the student their prize was handed over and shows it so in their purchases', async () => {
    renderApp('/student/it-shop');
    const purchases = await screen.findByRole('region', { name: 'Мои покупки' });
    expect(within(purchases).getByText('Ждёт вручения')).toBeInTheDocument();

    shop = { ...shop, purchases: [buildPurchase(8, BOOK_PRIZE, 'given')] };
    act(() => realtime.emit('users.3.events', 'new', { type: 'it-prize-given', data: { purchase_id: 8 } }));

    expect(await screen.findByText('Учитель вручил тебе приз!')).toBeInTheDocument();
    expect(await within(purchases).findByText(/^Вручено /)).toBeInTheDocument();
  });

  it('shows the new balance when IT points arrive, without a notice of its own', async () => {
    renderApp('/student/it-shop');
    expect(await screen.findByText('У тебя 30 IT-баллов')).toBeInTheDocument();

    shop = { ...shop, balance: 35, earned: 60 };
    act(() => realtime.emit('users.3.events', 'new', { type: 'it-scores', data: { delta: 5, balance: 35 } }));

    expect(await screen.findByText('У тебя 35 IT-баллов')).toBeInTheDocument();
    expect(screen.queryByText('У вас новое событие')).not.toBeInTheDocument();
  });
});
