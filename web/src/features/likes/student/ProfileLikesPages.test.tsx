import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProfileLikesPage } from './ProfileLikesPage.tsx';
import { ProfileLikesRatingPage } from './ProfileLikesRatingPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 7, role_id: 3 } }) }));
vi.mock('../../../lib/subject.tsx', () => ({ useSubject: () => ({ subject: { id: 2, main_id: 2 } }) }));

const ranked = (rank: number, student_id: number, is_own = false) => ({
  rank,
  student_id,
  name: `Student ${student_id}`,
  value: 60 - rank,
  is_own,
});

let server: ReturnType<typeof mockServer>;

/** The query string of each request to `path`. */
const queriesTo = (path: string) =>
  server.calls.filter((call) => call.path === path).map((call) => call.query.toString());

beforeEach(() => {
  server = mockServer({
    'GET /api/students/7/likes': ok({
      subject_id: 2,
      balance: 0,
      earned: 0,
      spent: 0,
      items: [],
      next_before: null,
    }),
    'GET /api/ratings/likes': ok({
      scope: 'subject',
      items: [ranked(1, 3), ranked(2, 7, true), ranked(2, 9)],
      total: 3,
      page: 1,
      per_page: 50,
      last_page: 1,
    }),
  });
});

describe("the student's own likes pages", () => {
  it('shows the likes of the current subject, and how to earn some when there are none', async () => {
    renderWithProviders(<ProfileLikesPage />, { locale: 'en-US' });
    expect(screen.getByRole('heading', { level: 1, name: 'My likes' })).toBeInTheDocument();
    expect(await screen.findByText('No likes yet')).toBeInTheDocument();
    expect(screen.getByText('Play trainers and do homework to earn likes.')).toBeInTheDocument();
    expect(queriesTo('/api/students/7/likes')).toEqual(['subject_id=2']);
  });

  it("ranks the subject's students by likes earned with the student's own row marked", async () => {
    renderWithProviders(<ProfileLikesRatingPage />, { locale: 'en-US' });
    const table = await screen.findByRole('table', { name: "Rating of the subject's students by likes earned" });
    const own = within(table).getByText('Student 7 (you)').closest('tr') as HTMLElement;
    expect(own).toHaveAttribute('aria-current', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).queryByText('…')).not.toBeInTheDocument();
    expect(queriesTo('/api/ratings/likes')).toEqual(['subjectId=2&page=1']);
  });
});
