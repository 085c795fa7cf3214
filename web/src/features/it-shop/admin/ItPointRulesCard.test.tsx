import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, type ItPointRule, itPointRulesApi, itShopApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { mockServer, refuse } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { ROCKET } from '../itShop.fixtures.ts';
import { AdminItShopPage } from './AdminItShopPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const DEFAULTS: ItPointRule[] = [
  { source: 'task_accepted', points: 10 },
  { source: 'quiz_correct_answer', points: 1 },
  { source: 'project_like', points: 1 },
];

let server: ReturnType<typeof mockServer>;
const setValue = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function rulesCard() {
  renderWithProviders(<AdminItShopPage />);
  const card = await screen.findByRole('region', { name: 'Сколько IT-баллов за что' });
  await within(card).findByRole('textbox', { name: /Принятое задание/ });
  return card;
}

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  vi.mocked(notifyError).mockClear();
  server = mockServer();
  server.on(itShopApi.items, { items: [ROCKET] });
  server.on(itPointRulesApi.rules, { rules: DEFAULTS });
});

describe('the IT points rules card of the admin shop page', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows what each source pays now and saves a changed amount with the others', async () => {
    server.on(itPointRulesApi.updateRules, (request) => request.body as { rules: ItPointRule[] });
    const card = await rulesCard();
    const task = within(card).getByRole('textbox', { name: /Принятое задание/ });
    expect(task).toHaveValue('10');
    expect(within(card).getByRole('textbox', { name: /Верный ответ в тесте/ })).toHaveValue('1');
    expect(within(card).getByRole('textbox', { name: /Лайк проекта/ })).toHaveValue('1');

    setValue(task, '25');
    setValue(within(card).getByRole('textbox', { name: /Лайк проекта/ }), '0');
    await userEvent.click(within(card).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Правила IT-баллов сохранены'));
    expect(server.callsTo(itPointRulesApi.updateRules)[0]?.body).toEqual({
      rules: [
        { source: 'task_accepted', points: 25 },
        { source: 'quiz_correct_answer', points: 1 },
        { source: 'project_like', points: 0 },
      ],
    });
  });

  it('asks for an amount the admin cleared before sending anything', async () => {
    const card = await rulesCard();

    setValue(within(card).getByRole('textbox', { name: /Верный ответ в тесте/ }), '');
    await userEvent.click(within(card).getByRole('button', { name: 'Сохранить' }));

    expect(await within(card).findByText(errorMessage('FIELD_REQUIRED')['ru-RU'])).toBeInTheDocument();
    expect(server.callsTo(itPointRulesApi.updateRules)).toHaveLength(0);
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('says under its input what the server refused', async () => {
    server.on(
      itPointRulesApi.updateRules,
      refuse(422, 'VALIDATION_FAILED', [
        { field: 'rules.2.points', code: 'FIELD_INVALID', message: errorMessage('FIELD_INVALID') },
      ]),
    );
    const card = await rulesCard();

    await userEvent.click(within(card).getByRole('button', { name: 'Сохранить' }));

    const like = within(card).getByRole('textbox', { name: /Лайк проекта/ });
    await waitFor(() => expect(like).toHaveAttribute('aria-invalid', 'true'));
    expect(within(card).getByText(errorMessage('FIELD_INVALID')['ru-RU'])).toBeInTheDocument();
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('tells the admin any other refusal in a notice', async () => {
    server.on(itPointRulesApi.updateRules, refuse(403, 'FORBIDDEN'));
    const card = await rulesCard();

    await userEvent.click(within(card).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'Не удалось сохранить правила IT-баллов',
        errorMessage('FORBIDDEN')['ru-RU'],
      ),
    );
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});
