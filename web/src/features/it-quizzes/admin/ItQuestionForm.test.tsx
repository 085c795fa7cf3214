import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ItQuestionContent } from '@umka/contracts';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ItQuestionForm } from './ItQuestionForm.tsx';

describe('ItQuestionForm', () => {
  it('saves a single-choice question with the one option ticked as correct', async () => {
    const onSave = vi.fn(async (_body: ItQuestionContent) => undefined);
    renderWithProviders(<ItQuestionForm saving={false} onSave={onSave} />);

    await userEvent.type(screen.getByRole('textbox', { name: 'Текст вопроса' }), 'Какая команда печатает?');
    await userEvent.type(screen.getByRole('textbox', { name: 'Вариант 1' }), 'input');
    await userEvent.type(screen.getByRole('textbox', { name: 'Вариант 2' }), 'print');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Правильный: Вариант 2' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Пояснение/ }), 'print печатает.');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(onSave).toHaveBeenCalledWith({
      kind: 'single',
      text: 'Какая команда печатает?',
      code: '',
      options: [
        { text: 'input', correct: false },
        { text: 'print', correct: true },
      ],
      accepted: [],
      explanation: 'print печатает.',
    });
  });

  it('asks for the code and an accepted answer of a code-output question', async () => {
    const onSave = vi.fn(async (_body: ItQuestionContent) => undefined);
    renderWithProviders(<ItQuestionForm saving={false} onSave={onSave} />);

    await userEvent.click(screen.getByText('Что выведет код'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Текст вопроса' }), 'Что выведет программа?');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Код' }), 'print(2)');
    await userEvent.type(screen.getByRole('textbox', { name: 'Ответ 1' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'output', code: 'print(2)', accepted: ['2'], options: [] }),
    );
  });
});
