import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorMessage, type SpeechImage, speechImagesApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify.ts';
import { mockServer, refuse } from '../../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../../test/render.tsx';
import { AdminSpeechImagesPage } from './AdminSpeechImagesPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const card = (id: number, word: string, sound: SpeechImage['sound'], locale: SpeechImage['locale'] = 'ru-RU') => ({
  id,
  locale,
  sound,
  word,
  image_url: `/speech-art/${word}.svg`,
});
const CARDS = [card(1, 'рыба', 'r'), card(2, 'ракета', 'r'), card(3, 'лампа', 'l'), card(9, 'ship', 'sh', 'en-US')];

let server: ReturnType<typeof mockServer>;
const listQueries = () => server.callsTo(speechImagesApi.list).map((call) => Object.fromEntries(call.query));
const setValue = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

function fileInput(dialog: HTMLElement): HTMLInputElement {
  const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

async function openAddDialog() {
  renderWithProviders(<AdminSpeechImagesPage />);
  await screen.findByText('рыба');
  await userEvent.click(screen.getByRole('button', { name: 'Добавить карточку' }));
  return screen.findByRole('dialog', { name: 'Новая карточка: Русский' });
}

beforeEach(() => {
  vi.mocked(notifySuccess).mockClear();
  server = mockServer();
  server.on(speechImagesApi.list, (request) => ({
    images: CARDS.filter(
      (item) =>
        item.locale === request.query.get('locale') &&
        (request.query.get('sound') === null || item.sound === request.query.get('sound')),
    ),
  }));
});

describe('AdminSpeechImagesPage', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the cards of a language and sound, and every sound of a language with its letter on each card', async () => {
    renderWithProviders(<AdminSpeechImagesPage />);

    expect(await screen.findByText('рыба')).toBeInTheDocument();
    expect(screen.getByText('ракета')).toBeInTheDocument();
    expect(screen.queryByText('лампа')).not.toBeInTheDocument();
    expect(screen.getByText('2 карточки')).toBeInTheDocument();

    await userEvent.click(screen.getByText('Все звуки'));
    expect(await screen.findByText('лампа')).toBeInTheDocument();
    expect(screen.getByText('Звук Л')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Английский'));
    expect(await screen.findByText('ship')).toBeInTheDocument();
    expect(listQueries().at(-1)).toEqual({ locale: 'en-US' });
    await userEvent.click(screen.getByText('Ш'));
    await waitFor(() => expect(listQueries().at(-1)).toEqual({ locale: 'en-US', sound: 'sh' }));
  });

  it('adds a card with a picture of the set, whose word fills in from the picture', async () => {
    server.on(speechImagesApi.create, card(5, 'роза', 'r'));
    const dialog = await openAddDialog();

    await userEvent.click(within(dialog).getByRole('button', { name: 'рыба' }));
    const word = within(dialog).getByRole('textbox', { name: /Слово/ });
    expect(word).toHaveValue('рыба');
    await userEvent.click(within(dialog).getByRole('button', { name: 'роза' }));
    expect(word).toHaveValue('роза');
    expect(within(dialog).getByRole('button', { name: 'роза' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Карточка «роза» добавлена'));
    const sent = server.callsTo(speechImagesApi.create)[0]?.body as FormData;
    expect(JSON.parse(String(sent.get('data')))).toEqual({
      locale: 'ru-RU',
      sound: 'r',
      word: 'роза',
      art_key: 'rose',
    });
    expect(sent.get('file')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('uploads an own picture with the word and sound the admin gives', async () => {
    server.on(speechImagesApi.create, card(6, 'сыр', 's'));
    const dialog = await openAddDialog();

    await userEvent.click(within(dialog).getByText('С'));
    await userEvent.click(within(dialog).getByText('Своя картинка'));
    await userEvent.upload(fileInput(dialog), new File([new Uint8Array(64)], 'cheese.jpg', { type: 'image/jpeg' }));
    setValue(within(dialog).getByRole('textbox', { name: /Слово/ }), 'сыр');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));

    await waitFor(() => expect(server.callsTo(speechImagesApi.create)).toHaveLength(1));
    const sent = server.callsTo(speechImagesApi.create)[0]?.body as FormData;
    expect(JSON.parse(String(sent.get('data')))).toEqual({ locale: 'ru-RU', sound: 's', word: 'сыр' });
    expect((sent.get('file') as File).name).toBe('cheese.jpg');
  });

  it('asks for a picture and refuses a file the server would not take, without sending anything', async () => {
    const dialog = await openAddDialog();

    setValue(within(dialog).getByRole('textbox', { name: /Слово/ }), 'рак');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText(errorMessage('NOTHING_SELECTED')['ru-RU'])).toBeInTheDocument();
    await userEvent.click(within(dialog).getByText('Своя картинка'));
    // As a browser lets one pick any file with "All files" whatever the input accepts.
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput(dialog), new File([new Uint8Array(8)], 'crab.gif', { type: 'image/gif' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));

    expect(await within(dialog).findByText('Загрузите картинку PNG, JPEG, WebP или SVG')).toBeInTheDocument();
    expect(server.callsTo(speechImagesApi.create)).toHaveLength(0);
  });

  it('says under the word when the sound already has a card with it', async () => {
    server.on(
      speechImagesApi.create,
      refuse(409, 'SPEECH_IMAGE_TAKEN', [
        { field: 'word', code: 'SPEECH_IMAGE_TAKEN', message: errorMessage('SPEECH_IMAGE_TAKEN') },
      ]),
    );
    const dialog = await openAddDialog();

    await userEvent.click(within(dialog).getByRole('button', { name: 'рыба' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));

    expect(await within(dialog).findByText('Карточка с этим словом для этого звука уже есть')).toBeInTheDocument();
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('changes a card’s word and sound, and deletes a card once the admin confirms', async () => {
    server.on(speechImagesApi.update, card(2, 'рак', 'l'));
    server.on(speechImagesApi.remove, { id: 1 });
    renderWithProviders(<AdminSpeechImagesPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Изменить «ракета»' }));
    const dialog = await screen.findByRole('dialog', { name: 'Карточка «ракета»' });
    setValue(within(dialog).getByRole('textbox', { name: /Слово/ }), 'рак');
    await userEvent.click(within(dialog).getByText('Л'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Карточка «рак» сохранена'));
    expect(server.callsTo(speechImagesApi.update)[0]?.body).toEqual({ word: 'рак', sound: 'l' });

    await userEvent.click(screen.getByRole('button', { name: 'Удалить «рыба»' }));
    const confirm = await screen.findByRole('dialog', { name: 'Удалить карточку?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(server.callsTo(speechImagesApi.remove)).toHaveLength(1));
    expect(server.callsTo(speechImagesApi.remove)[0]?.params).toEqual({ id: '1' });
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Карточка «рыба» удалена'));
  });
});
