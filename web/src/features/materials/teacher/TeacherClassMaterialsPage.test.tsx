import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClassMaterial, GroupDetail, Recording, ScheduleSlot } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer, ok } from '../../../test/app-harness.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { TeacherClassMaterialsPage } from './TeacherClassMaterialsPage.tsx';

vi.mock('../../../lib/auth.tsx', () => ({ useAuth: () => ({ user: { id: 2, role_id: 2 } }) }));
vi.mock('../../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const ROUTE = {
  route: '/teacher/classes/7/materials',
  path: '/teacher/classes/:id/materials',
  locale: 'en-US' as const,
};

const detail: GroupDetail = {
  id: 7,
  title: '3 A',
  subject_id: 3,
  teacher_id: 2,
  deleted_at: null,
  students_count: 0,
  students: [],
};
const material: ClassMaterial = {
  id: 31,
  title: 'Abacus worksheet',
  kind: 'file',
  url: null,
  file: { id: 5, name: 'abacus.pdf', size: 2048, content_type: 'application/pdf', created_at: '2026-11-20T10:00:00Z' },
  description: null,
};
const monday: ScheduleSlot = { weekday: 1, starts_at: '16:00', duration_minutes: 45 };
const recording: Recording = {
  id: 90,
  group_id: 7,
  title: 'Lesson 1',
  recorded_on: '2026-11-18',
  kind: 'link',
  url: 'https://vimeo.com/76979871',
  video: null,
  created_at: '2026-11-18T12:00:00Z',
};

const dialog = () => screen.getByRole('dialog');
const section = (name: string) => screen.findByRole('region', { name });

let server: ReturnType<typeof mockServer>;

beforeEach(() => {
  server = mockServer({
    'GET /api/teachers/2/groups/7': ok(detail),
    'GET /api/groups/7/materials': ok([material]),
    'GET /api/groups/7/schedule': ok([monday]),
    'GET /api/groups/7/recordings': ok([recording]),
    'PUT /api/groups/7/schedule': (request) => ok((request.body as { slots: ScheduleSlot[] }).slots),
  });
});

/** What the page sent with this method to this path. */
function sent(method: string, path: string): unknown[] {
  return server.calls.filter((call) => call.method === method && call.path === path).map((call) => call.body);
}

describe('TeacherClassMaterialsPage', () => {
  it("shows the class's shared materials with their files", async () => {
    renderWithProviders(<TeacherClassMaterialsPage />, ROUTE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Materials: 3 A' })).toBeInTheDocument();
    const materials = await section('Class materials');
    expect(await within(materials).findByText('Abacus worksheet')).toBeInTheDocument();
    expect(within(materials).getByRole('button', { name: /abacus\.pdf/ })).toBeInTheDocument();
  });

  it('adds a lesson to the schedule and saves the whole week', async () => {
    renderWithProviders(<TeacherClassMaterialsPage />, ROUTE);
    const schedule = await section('Schedule');
    expect(await within(schedule).findByLabelText('Start, lesson 1')).toHaveValue('16:00');
    await userEvent.click(within(schedule).getByRole('button', { name: 'Add a lesson' }));
    const start = within(schedule).getByLabelText('Start, lesson 2');
    await userEvent.clear(start);
    await userEvent.type(start, '09:30');
    const minutes = within(schedule).getByRole('textbox', { name: 'Minutes, lesson 2' });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '60');
    await userEvent.click(within(schedule).getByRole('button', { name: 'Save the schedule' }));
    await waitFor(() =>
      expect(sent('PUT', '/api/groups/7/schedule')).toEqual([
        { slots: [monday, { weekday: 1, starts_at: '09:30', duration_minutes: 60 }] },
      ]),
    );
  });

  it('keeps an impossible lesson from being saved', async () => {
    renderWithProviders(<TeacherClassMaterialsPage />, ROUTE);
    const schedule = await section('Schedule');
    await userEvent.clear(await within(schedule).findByRole('textbox', { name: 'Minutes, lesson 1' }));
    await userEvent.click(within(schedule).getByRole('button', { name: 'Save the schedule' }));
    expect(await within(schedule).findByRole('alert')).toHaveTextContent('Check the lessons marked red');
    expect(server.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('removes a lesson and saves an empty week', async () => {
    renderWithProviders(<TeacherClassMaterialsPage />, ROUTE);
    const schedule = await section('Schedule');
    await userEvent.click(await within(schedule).findByRole('button', { name: 'Remove lesson 1' }));
    expect(within(schedule).getByText('No schedule yet')).toBeInTheDocument();
    await userEvent.click(within(schedule).getByRole('button', { name: 'Save the schedule' }));
    await waitFor(() => expect(sent('PUT', '/api/groups/7/schedule')).toEqual([{ slots: [] }]));
  });

  it('shows which recordings are links and which are uploaded videos, and plays a video on demand', async () => {
    const video: Recording = {
      ...recording,
      id: 92,
      title: 'Lesson 3',
      kind: 'video',
      url: null,
      video: { size: 3_670_016, content_type: 'video/webm' },
    };
    server.set('GET /api/groups/7/recordings', ok([video, recording]));
    server.set(
      'GET /api/recordings/92/video-url',
      ok({ url: '/api/recordings/92/video?exp=1&sig=x', expires_at: '2026-11-20T14:00:00Z' }),
    );
    renderWithProviders(<TeacherClassMaterialsPage />, ROUTE);
    const recordings = await section('Lesson recordings');
    await within(recordings).findByText('Video · 3.5 MB');
    const badges = within(recordings)
      .getAllByText(/^(Link|Video · .*)$/)
      .filter((element) => element.closest('.mantine-Badge-root'));
    expect(badges.map((badge) => badge.textContent)).toEqual(['Video · 3.5 MB', 'Link']);
    expect(within(recordings).queryByRole('link', { name: 'Lesson 3' })).not.toBeInTheDocument();

    await userEvent.click(within(recordings).getByRole('button', { name: 'Watch «Lesson 3»' }));
    expect(await within(recordings).findByLabelText('Video: Lesson 3')).toHaveAttribute(
      'src',
      '/api/recordings/92/video?exp=1&sig=x',
    );
  });

  it('adds a recording link and removes one once confirmed', async () => {
    server.set('POST /api/groups/7/recordings', {
      status: 201,
      body: { status: true, data: { ...recording, id: 91, title: 'Lesson 2' } },
    });
    server.set('DELETE /api/recordings/90', ok({ id: 90 }));
    renderWithProviders(<TeacherClassMaterialsPage />, ROUTE);
    const recordings = await section('Lesson recordings');
    expect(await within(recordings).findByRole('link', { name: 'Lesson 1' })).toHaveAttribute(
      'href',
      'https://vimeo.com/76979871',
    );
    const form = within(recordings).getByRole('form', { name: 'New lesson recording' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Title/ }), 'Lesson 2');
    const date = form.querySelector('input[type="date"]') as HTMLInputElement;
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-20');
    await userEvent.type(within(form).getByRole('textbox', { name: /Video link/ }), 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.click(within(form).getByRole('button', { name: 'Add recording' }));
    await waitFor(() =>
      expect(sent('POST', '/api/groups/7/recordings')).toEqual([
        { title: 'Lesson 2', recorded_on: '2026-11-20', url: 'https://youtu.be/dQw4w9WgXcQ' },
      ]),
    );
    await userEvent.click(within(recordings).getByRole('button', { name: 'Delete recording «Lesson 1»' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent('DELETE', '/api/recordings/90')).toHaveLength(1));
  });
});
