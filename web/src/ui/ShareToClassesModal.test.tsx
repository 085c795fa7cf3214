import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { renderWithProviders } from '../test/render.tsx';
import { ShareToClassesModal, type ShareToClassesModalProps } from './ShareToClassesModal.tsx';

const CLASSES = [
  { id: 10, title: '3 «А»' },
  { id: 11, title: '4 «Б»' },
];

function renderModal(props: Partial<ShareToClassesModalProps> = {}) {
  const onSave = vi.fn<ShareToClassesModalProps['onSave']>().mockResolvedValue(undefined);
  renderWithProviders(
    <ShareToClassesModal
      title="Кому открыть «Дроби»"
      classes={CLASSES}
      sharedWith={[11]}
      texts={{
        label: 'Классы',
        noClasses: 'Классов нет',
        failed: 'Не удалось сохранить',
        cancel: 'Отмена',
        save: 'Сохранить',
      }}
      saving={false}
      onSave={onSave}
      onClose={vi.fn()}
      {...props}
    />,
  );
  return { onSave, dialog: screen.getByRole('dialog', { name: 'Кому открыть «Дроби»' }) };
}

describe('ShareToClassesModal', () => {
  it('starts from the classes that see the material and saves the whole new list', async () => {
    const user = userEvent.setup();
    const { onSave, dialog } = renderModal();
    expect(within(dialog).getByRole('checkbox', { name: '4 «Б»' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: '3 «А»' }));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(onSave).toHaveBeenCalledWith([11, 10]);
  });

  it('tells a refused save in the dialog, in the server’s words or its own', async () => {
    const user = userEvent.setup();
    const refused = new ApiError(422, 'FIELD_INVALID', {
      'ru-RU': 'Класс удалён',
      'en-US': 'Class deleted',
      'uk-UA': 'Клас видалено',
    });
    const onSave = vi.fn<ShareToClassesModalProps['onSave']>().mockRejectedValueOnce(refused);
    const { dialog } = renderModal({ onSave });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Класс удалён');

    onSave.mockRejectedValueOnce(new Error('offline'));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Не удалось сохранить'));
  });

  it('shows the placeholder while the classes load and says when there are none, with nothing to save', () => {
    const { dialog } = renderModal({ classes: null, placeholder: <p>Загружаем классы</p> });
    expect(within(dialog).getByText('Загружаем классы')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  });

  it('says when the teacher has no classes to choose', () => {
    const { dialog } = renderModal({ classes: [] });
    expect(within(dialog).getByText('Классов нет')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  });
});
