import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AgeRating, errorMessage, ratingsApi, studentsApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, refuse } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { RatingPanel } from '../RatingPanel.tsx';
import { ProfileAgeRatingPage } from './ProfileRatingPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 7, role_id: 3 } }) }));
vi.mock('../../../lib/subject.tsx', () => ({ useSubject: () => ({ subject: { id: 2, main_id: 2 } }) }));

/** A ten-year-old's birthday, whatever year the tests run in. */
const BIRTH_YEAR = new Date().getFullYear() - 10;
const BIRTH_DATE = `${BIRTH_YEAR}-05-20`;

const ranked = (rank: number, student_id: number, is_own = false) => ({
  rank,
  student_id,
  name: `Student ${student_id}`,
  value: 40 - rank,
  is_own,
});

const cohort: AgeRating = {
  scope: 'subject',
  items: [ranked(1, 3), ranked(2, 7, true), ranked(3, 9)],
  total: 3,
  page: 1,
  per_page: 50,
  last_page: 1,
  birth_year: BIRTH_YEAR,
};
const undated: AgeRating = { ...cohort, items: [], total: 0, birth_year: null };

let server: ReturnType<typeof mockServer>;
let birthDate: string | null;

beforeEach(() => {
  server = mockServer();
  birthDate = BIRTH_DATE;
  server.on(ratingsApi.age, () => (birthDate === null ? undated : cohort));
});

const queriesTo = (path: string) =>
  server.calls.filter((call) => call.path === path).map((call) => call.query.toString());

describe("the student's rating by age", () => {
  it("ranks the subject's students born the same year with the student's own row marked", async () => {
    renderWithProviders(<ProfileAgeRatingPage />, { locale: 'en-US' });
    const table = await screen.findByRole('table', { name: `Same-age rating: born in ${BIRTH_YEAR}` });
    const own = within(table).getByText('Student 7 (you)').closest('tr') as HTMLElement;
    expect(own).toHaveAttribute('aria-current', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('heading', { level: 1, name: 'Same-age rating' })).toBeInTheDocument();
    expect(queriesTo('/api/ratings/age')).toEqual(['subjectId=2&page=1']);
  });

  it('lists the rating by age among the kinds of rating, chosen on its page', async () => {
    renderWithProviders(<ProfileAgeRatingPage />, { locale: 'en-US' });
    const kinds = within(screen.getByRole('tablist', { name: 'Rating kinds' })).getAllByRole('tab');
    expect(kinds.map((tab) => tab.textContent)).toEqual(['By likes', 'By trainers', 'Online games', 'Same age']);
    expect(screen.getByRole('tab', { name: 'Same age' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('asks a student without a birth date for it, keeps it and then shows those born the same year', async () => {
    birthDate = null;
    server.on(studentsApi.setBirthDate, ({ body }) => {
      birthDate = (body as { birth_date: string }).birth_date;
      return { birth_date: birthDate, birth_year: BIRTH_YEAR };
    });
    renderWithProviders(<ProfileAgeRatingPage />, { locale: 'en-US' });
    const form = await screen.findByRole('form', { name: 'Enter your birth date and see who is your age' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText(/Birth date/), BIRTH_DATE);
    await userEvent.click(within(form).getByRole('button', { name: 'Show my age group' }));

    expect(await screen.findByRole('table', { name: `Same-age rating: born in ${BIRTH_YEAR}` })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(server.callsTo(studentsApi.setBirthDate).map((call) => [call.params, call.body])).toEqual([
      [{ id: '7' }, { birth_date: BIRTH_DATE }],
    ]);
  });

  it('asks to fill the date in when the form is sent empty, and sends nothing', async () => {
    birthDate = null;
    renderWithProviders(<ProfileAgeRatingPage />, { locale: 'en-US' });
    const input = await screen.findByLabelText(/Birth date/);
    await userEvent.click(screen.getByRole('button', { name: 'Show my age group' }));

    expect(await screen.findByText('Fill in the field')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Fill in the field'));
    expect(server.callsTo(studentsApi.setBirthDate)).toHaveLength(0);
  });

  it('shows a date the server finds out of range under the input, keeping what was typed', async () => {
    birthDate = null;
    const tooYoung = `${new Date().getFullYear() - 2}-01-10`;
    server.on(studentsApi.setBirthDate, () =>
      refuse(422, 'VALIDATION_FAILED', [
        { field: 'birth_date', code: 'BIRTH_DATE_OUT_OF_RANGE', message: errorMessage('BIRTH_DATE_OUT_OF_RANGE') },
      ]),
    );
    renderWithProviders(<ProfileAgeRatingPage />, { locale: 'en-US' });
    const input = await screen.findByLabelText(/Birth date/);
    await userEvent.type(input, tooYoung);
    await userEvent.click(screen.getByRole('button', { name: 'Show my age group' }));

    expect(await screen.findByText(errorMessage('BIRTH_DATE_OUT_OF_RANGE')['en-US'])).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('a pupil is 4 to 18 years old'));
    expect(input).toHaveValue(tooYoung);
    expect(screen.getByRole('button', { name: 'Show my age group' })).toBeEnabled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("offers the rating by age on the phone too, in the phone's short words", async () => {
    renderWithProviders(<RatingPanel />, { locale: 'en-US' });
    const kinds = screen.getByRole('radiogroup', { name: 'Rating kinds' });
    for (const name of ['Likes', 'Trainers', 'Online', 'Same age'])
      expect(within(kinds).getByRole('radio', { name })).toBeInTheDocument();
    await userEvent.click(within(kinds).getByRole('radio', { name: 'Same age' }));
    expect(await screen.findByRole('table', { name: `Same-age rating: born in ${BIRTH_YEAR}` })).toBeInTheDocument();
  });
});
