import {
  type FieldActivity,
  type LocalizedText,
  type LocationScene,
  type PlacedThing,
  ROLE,
  type ShopThing,
  type StudentFieldActivity,
  type StudentLocation,
} from '@umka/contracts';
import { buildMe, buildSubject, buildSubjectData, buildUser, type FakeResponse, ok } from '../../test/app-harness.tsx';

/** Test data for the places pages: one subject-1 student, a home, a class place and two professions. */

export const student = buildUser(ROLE.student);
export const math = buildSubject(1);
export const HOME_ID = 5;
export const CLASS_PLACE_ID = 6;
export const WORKPLACE_ID = 7;
export const GROUP_ID = 4;

export const text = (ru: string, en = ru, uk = ru): LocalizedText => ({ 'ru-RU': ru, 'en-US': en, 'uk-UA': uk });

export const doctor: FieldActivity = {
  id: 1,
  code: 'doctor',
  title: text('Врач', 'Doctor', 'Лікар'),
  description: text('Лечит людей', 'Heals people', 'Лікує людей'),
  icon: '/art/professions/doctor.svg',
  background: '/art/rooms/clinic.svg',
  levels: [
    { level: 1, title: text('Медбрат'), threshold: 0, background: '/art/rooms/clinic.svg' },
    { level: 2, title: text('Фельдшер'), threshold: 10, background: '/art/rooms/clinic.svg' },
    { level: 3, title: text('Главврач'), threshold: 30, background: '/art/rooms/clinic.svg' },
  ],
  location_id: WORKPLACE_ID,
};

export const builder: FieldActivity = {
  ...doctor,
  id: 2,
  code: 'builder',
  title: text('Строитель', 'Builder', 'Будівельник'),
  description: text('Строит дома', 'Builds houses', 'Будує будинки'),
  location_id: 8,
};

export function buildStudentProfession(overrides: Partial<StudentFieldActivity> = {}): StudentFieldActivity {
  return {
    field_activity: doctor,
    level: 1,
    level_title: text('Медбрат'),
    background: '/art/rooms/clinic.svg',
    likes_earned: 0,
    next_threshold: 10,
    chosen_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export function buildThing(overrides: Partial<PlacedThing> = {}): PlacedThing {
  return {
    id: 31,
    thing_id: 11,
    title: text('Диван', 'Sofa', 'Диван'),
    image: '/art/things/sofa.svg',
    width: 20,
    x: 40,
    y: 60,
    placed: true,
    mine: true,
    owner: { id: student.id, name: student.name },
    preview: false,
    ...overrides,
  };
}

export function buildScene(things: PlacedThing[], overrides: Partial<LocationScene> = {}): LocationScene {
  return {
    location: {
      id: HOME_ID,
      kind: 'home',
      field_activity_id: null,
      title: text('Мой дом', 'My home', 'Мій дім'),
      background: '/art/rooms/home.svg',
    },
    group_id: null,
    things,
    ...overrides,
  };
}

export const homeLocation: StudentLocation = { location: buildScene([]).location, group: null };
export const classLocation: StudentLocation = {
  location: {
    id: CLASS_PLACE_ID,
    kind: 'class',
    field_activity_id: null,
    title: text('Класс', 'Class', 'Клас'),
    background: '/art/rooms/class.svg',
  },
  group: { id: GROUP_ID, title: '3 «А»' },
};

export function buildShopThing(overrides: Partial<ShopThing> = {}): ShopThing {
  return {
    id: 12,
    location_id: HOME_ID,
    title: text('Лампа', 'Lamp', 'Лампа'),
    image: '/art/things/lamp.svg',
    price: 7,
    width: 10,
    owned: false,
    ...overrides,
  };
}

/** What the app asks for before any student page shows: who is logged in and the subject's data. */
export function studentBoot(likes = 20): Record<string, FakeResponse> {
  return {
    'GET /api/me': ok(buildMe(student, [math])),
    [`GET /api/students/${student.id}/subjects/${math.id}`]: ok(buildSubjectData(math, likes)),
  };
}

/** Pages are lazy chunks: the first visit in a test file waits for them to be transformed on a busy machine. */
export const PAGE_LOAD = { timeout: 5_000 };
