import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { guidesApi, usersApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockServer } from '../../test/app-harness.tsx';
import { PAGE_TEST_TIMEOUT_MS, renderWithProviders } from '../../test/render.tsx';
import { GuideOnce } from './GuideOnce.tsx';
import { buildGuide, SHOP_GUIDE } from './guides.fixtures.ts';

const auth = vi.hoisted(() => ({
  user: { id: 11, role_id: 3, property: { age: 9 as number | null, guides: [] as string[] } },
}));
vi.mock('../../lib/subject.tsx', () => ({ useSubject: () => ({ subject: { id: 1, main_id: 1 } }) }));
vi.mock('../../lib/auth.tsx', () => ({ ME_QUERY_KEY: ['me'], useAuth: () => ({ user: auth.user }) }));

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  auth.user = { id: 11, role_id: 3, property: { age: 9, guides: [] } };
  server = mockServer();
  server.on(guidesApi.list, { subject_id: 1, guides: [buildGuide(), SHOP_GUIDE] });
  server.on(usersApi.markGuideWatched, {
    user: buildUser(3, { id: 11, property: { age: 9, guides: ['math3'] } }),
  });
});

describe('GuideOnce', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows a student the feature’s guide on the first visit, records it at once, and closes on request', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GuideOnce feature="shop" />);

    expect(await screen.findByRole('region', { name: 'Магазин за лайки' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Открыть видео' })).toHaveAttribute(
      'href',
      'https://example.org/umka/shop',
    );
    await waitFor(() => expect(server.callsTo(usersApi.markGuideWatched)).toHaveLength(1));
    expect(server.callsTo(usersApi.markGuideWatched)[0]?.params).toEqual({ id: '11', code: 'math3' });

    await user.click(screen.getByRole('button', { name: 'Закрыть подсказку' }));
    expect(screen.queryByRole('region', { name: 'Магазин за лайки' })).not.toBeInTheDocument();
    expect(server.callsTo(usersApi.markGuideWatched)).toHaveLength(1);
  });

  it('shows nothing and records nothing once the student has seen the guide', async () => {
    auth.user = { id: 11, role_id: 3, property: { age: 9, guides: ['math3'] } };
    renderWithProviders(<GuideOnce feature="shop" />);

    await waitFor(() => expect(server.callsTo(guidesApi.list)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(server.callsTo(usersApi.markGuideWatched)).toHaveLength(0);
  });

  it('shows a teacher nothing and asks the server nothing', async () => {
    auth.user = { id: 5, role_id: 2, property: { age: null, guides: [] } };
    renderWithProviders(<GuideOnce feature="shop" />);

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(server.calls.filter((call) => call.path.startsWith('/api/guides'))).toHaveLength(0);
  });
});
