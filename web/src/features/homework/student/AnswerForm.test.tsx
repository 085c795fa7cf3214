import { screen } from '@testing-library/react';
import { HOMEWORK_FILES_MAX, LOCALES } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { AnswerForm } from './AnswerForm.tsx';

describe('AnswerForm', () => {
  it.each(LOCALES)('says how many files an answer may carry in %s, with the number in place', (locale) => {
    renderWithProviders(<AnswerForm homeworkId={1} itemId={2} resubmit={false} />, { locale });
    const hint = screen.getByText(new RegExp(String(HOMEWORK_FILES_MAX)));
    expect(hint.textContent).not.toContain('{{');
  });
});
