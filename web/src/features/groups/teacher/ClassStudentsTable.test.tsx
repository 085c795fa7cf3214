import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ClassStudentsTable, type StudentActions } from './ClassStudentsTable.tsx';

const STUDENTS = [
  { id: 11, name: 'Яна Смирнова', email: 'yana@example.com' },
  { id: 12, name: 'Артём Ким', email: 'artem@example.com' },
];

function setViewportWidth(width: number) {
  const happyDOM: HappyWindow['happyDOM'] = Reflect.get(window, 'happyDOM');
  happyDOM.setViewport({ width, height: 800 });
}

function actions(): StudentActions {
  return { onMove: vi.fn(), onDetach: vi.fn(), busyId: null };
}

afterEach(() => setViewportWidth(1280));

describe("the class's student table", () => {
  it("links every student to their trainer statistics, named by the student's name", () => {
    setViewportWidth(1280);
    renderWithProviders(<ClassStudentsTable students={STUDENTS} actions={actions()} />, { locale: 'en-US' });
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /^Trainers: / });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Trainers', '/teacher/students/12/trainers'],
      ['Trainers', '/teacher/students/11/trainers'],
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Trainers: Яна Смирнова' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/teacher/students/11/trainers');
  });

  it("names the move and remove buttons after the row's student and hands that student over", async () => {
    const handlers = actions();
    renderWithProviders(<ClassStudentsTable students={STUDENTS} actions={handlers} />, { locale: 'uk-UA' });
    await userEvent.click(screen.getByRole('button', { name: 'Перевести до іншого класу: Артём Ким' }));
    expect(handlers.onMove).toHaveBeenCalledWith(STUDENTS[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Прибрати з класу: Яна Смирнова' }));
    expect(handlers.onDetach).toHaveBeenCalledWith(STUDENTS[0]);
  });

  it('keeps the link and the actions under the name on a phone, without a column of their own', () => {
    setViewportWidth(390);
    renderWithProviders(<ClassStudentsTable students={STUDENTS} actions={actions()} />);
    const row = screen.getByText('Яна Смирнова').closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getAllByRole('cell')).toHaveLength(2);
    expect(within(row).getByRole('link', { name: 'Тренажёры: Яна Смирнова' })).toHaveAttribute(
      'href',
      '/teacher/students/11/trainers',
    );
    expect(within(row).getByRole('button', { name: 'Убрать из класса: Яна Смирнова' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Действия' })).not.toBeInTheDocument();
  });
});
