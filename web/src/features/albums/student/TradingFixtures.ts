import {
  albumsApi,
  type Lot,
  type LotsPage,
  marketApi,
  type OwnedPuzzle,
  ROLE,
  type StudentCrystal,
} from '@umka/contracts';
import {
  buildMe,
  buildSubject,
  buildSubjectData,
  buildUser,
  chooseSubject,
  installFakeRealtime,
  mockServer,
  ok,
  renderApp,
  signIn,
} from '../../../test/app-harness.tsx';

/** Whole-app setup of the crystals and trading tests: a reading student (albums are in subjects 2 and 3). */
export const student = buildUser(ROLE.student);
export const reading = buildSubject(2);

const text = (value: string) => ({ 'ru-RU': value, 'en-US': value, 'uk-UA': value });

export function crystal(
  id: number,
  code: StudentCrystal['code'],
  overrides: Partial<StudentCrystal> = {},
): StudentCrystal {
  return {
    id,
    code,
    title: text(`Кристалл ${id}`),
    description: text(`Что делает кристалл ${id}`),
    image: `/art/crystals/${id}.png`,
    price: 10 * id,
    is_for_sale: true,
    count: 1,
    charge: 7,
    active_until: null,
    ...overrides,
  };
}

export function piece(puzzleStudentId: number, number: number): OwnedPuzzle {
  return {
    puzzle_student_id: puzzleStudentId,
    id: 100 + number,
    picture_id: 1,
    album_id: 1,
    number,
    image: `/art/albums/piece-${number}.png`,
    is_legendary: false,
  };
}

export function lot(id: number, overrides: Partial<Lot> = {}): Lot {
  return {
    id,
    subject_id: reading.id,
    type: 'puzzle',
    price: 5,
    status: 'open',
    seller: { id: 77, name: `Продавец ${id}` },
    items: [
      {
        id: id * 10,
        item_type: 'puzzle_student',
        object: { id: 101, title: text('Картинка'), image: '/art/albums/piece-1.png', is_legendary: false, number: 1 },
      },
    ],
    is_own: false,
    created_at: '2026-11-28T10:00:00Z',
    ...overrides,
  };
}

export const lotsPage = (items: Lot[]): LotsPage => ({
  items,
  total: items.length,
  page: 1,
  per_page: 20,
  last_page: 1,
});

export function openTrading(path: string) {
  const realtime = installFakeRealtime();
  signIn(student);
  chooseSubject(reading);
  const server = mockServer({
    'GET /api/me': ok(buildMe(student, [reading])),
    [`GET /api/students/${student.id}/subjects/${reading.id}`]: ok({ ...buildSubjectData(reading), likes: 100 }),
  });
  server.on(albumsApi.list, {
    albums: [
      {
        id: 1,
        subject_id: reading.id,
        title: text('Космос'),
        cover: '/art/albums/cover.png',
        pictures_total: 3,
        pictures_complete: 0,
        reward_likes: 10,
        status: 'open',
      },
    ],
    can_open: false,
  });
  server.on(albumsApi.prices, {
    random: [
      { size: 1, price: 1 },
      { size: 10, price: 9 },
      { size: 20, price: 16 },
    ],
    chosen: 2,
  });
  server.on(albumsApi.catalogue, []);
  server.on(albumsApi.puzzles, []);
  server.on(albumsApi.crystals, { crystals: [], combo: false });
  server.on(marketApi.lots, lotsPage([]));
  server.on(marketApi.collectors, { items: [], total: 0, page: 1, per_page: 20, last_page: 1 });
  return { server, realtime, ...renderApp(path) };
}
