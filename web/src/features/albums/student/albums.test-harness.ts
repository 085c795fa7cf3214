import {
  type AlbumSummary,
  albumsApi,
  type OwnedPuzzle,
  PUZZLE_SLOTS,
  ROLE,
  type StudentPicture,
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

/** Whole-app setup of the albums tests: a student in subject 2 (albums are open in subjects 2 and 3). */
export const student = buildUser(ROLE.student);
export const reading = buildSubject(2);

export const text = (ru: string) => ({ 'ru-RU': ru, 'en-US': ru, 'uk-UA': ru });

export function buildAlbum(overrides: Partial<AlbumSummary> = {}): AlbumSummary {
  return {
    id: 5,
    subject_id: reading.id,
    title: text('Лесные жители'),
    cover: '/art/albums/forest.png',
    pictures_total: 4,
    pictures_complete: 3,
    reward_likes: 100,
    status: 'open',
    ...overrides,
  };
}

export function buildPiece(puzzleStudentId: number, overrides: Partial<OwnedPuzzle> = {}): OwnedPuzzle {
  return {
    puzzle_student_id: puzzleStudentId,
    id: 100 + puzzleStudentId,
    picture_id: 11,
    album_id: 5,
    number: 3,
    image: `/art/puzzles/${puzzleStudentId}.png`,
    is_legendary: false,
    ...overrides,
  };
}

export function buildPicture(overrides: Partial<StudentPicture> = {}): StudentPicture {
  return {
    id: 11,
    title: text('Сова'),
    image: '/art/pictures/owl.png',
    is_legendary: false,
    complete: false,
    slots: Array.from({ length: PUZZLE_SLOTS }, () => null),
    ...overrides,
  };
}

export function openAlbumsAs(path: string) {
  installFakeRealtime();
  signIn(student);
  chooseSubject(reading);
  const server = mockServer({
    'GET /api/me': ok(buildMe(student, [reading])),
    [`GET /api/students/${student.id}/subjects/${reading.id}`]: ok(buildSubjectData(reading, 10)),
  });
  server.on(albumsApi.list, { albums: [buildAlbum()], can_open: false });
  return { server, render: () => ({ server, ...renderApp(path) }) };
}
