import { fireEvent, screen, within } from '@testing-library/react';
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ClassStudentsTable } from './ClassStudentsTable.tsx';

const STUDENTS = [
  { id: 11, name: 'Яна Смирнова', email: 'yana@example.com' },
  { id: 12, name: 'Артём Ким', email: 'artem@example.com' },
];

function setViewportWidth(width: number) {
  const happyDOM: HappyWindow['happyDOM'] = Reflect.get(window, 'happyDOM');
  happyDOM.setViewport({ width, height: 800 });
}

afterEach(() => setViewportWidth(1280));

describe("the class's student table", () => {
  it("links every student to their trainer statistics, named by the student's name", () => {
    setViewportWidth(1280);
    renderWithProviders(<ClassStudentsTable students={STUDENTS} />, { locale: 'en-US' });
    expect(screen.getByRole('columnheader', { name: 'Statistics' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /^Trainers: / });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Trainers', '/teacher/students/12/trainers'],
      ['Trainers', '/teacher/students/11/trainers'],
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Trainers: Яна Смирнова' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/teacher/students/11/trainers');
  });

  it('keeps the link under the name on a phone, without a column of its own', () => {
    setViewportWidth(390);
    renderWithProviders(<ClassStudentsTable students={STUDENTS} />);
    const row = screen.getByText('Яна Смирнова').closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getAllByRole('cell')).toHaveLength(2);
    expect(within(row).getByRole('link', { name: 'Тренажёры: Яна Смирнова' })).toHaveAttribute(
      'href',
      '/teacher/students/11/trainers',
    );
    expect(screen.queryByRole('columnheader', { name: 'Статистика' })).not.toBeInTheDocument();
  });
});
