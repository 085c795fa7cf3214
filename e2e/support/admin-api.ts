import { type AdminPicture, adminAlbumSchema, TOKEN_HEADER } from '@umka/contracts';
import { baseURL, DEMO } from './browser.ts';

/** Calls the API as the demo admin: for setting the stage of a journey, never for what the journey checks. */
async function asAdmin(method: string, path: string, body?: unknown): Promise<unknown> {
  const login = await fetch(`${baseURL()}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.admin, password: DEMO.password }),
  });
  const token = login.headers.get(TOKEN_HEADER);
  if (!token) throw new Error(`admin login failed with ${login.status}`);
  const response = await fetch(`${baseURL()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed with ${response.status}: ${await response.text()}`);
  const envelope: { data?: unknown } = await response.json();
  return envelope.data;
}

/**
 * Turns maintenance off straight through the API. Only a safety net for the maintenance journey:
 * every spec file shares one server, so a journey failing half-way must not leave the platform closed.
 */
export async function ensureMaintenanceOff(): Promise<void> {
  await asAdmin('PUT', '/admin/maintenance', { enabled: false });
}

/** Publishes a mathematics mental test with these examples; its title is the same in every language. */
export async function publishMentalTest(title: string, expressions: readonly string[]): Promise<void> {
  await asAdmin('POST', '/admin/mental-tests', {
    title: { 'ru-RU': title, 'en-US': title, 'uk-UA': title },
    subjects: [1],
    time_limit_sec: 600,
    tasks: expressions.map((expression) => ({ expression })),
    is_published: true,
  });
}

/** The pictures of a subject's album as the admin sees them, with each piece's image: how a journey tells pieces apart. */
export async function albumPictures(subjectId: number, albumTitle: string): Promise<AdminPicture[]> {
  const albums = adminAlbumSchema.array().parse(await asAdmin('GET', `/admin/albums?subject_id=${subjectId}`));
  const album = albums.find((candidate) => candidate.title['ru-RU'] === albumTitle);
  if (!album) throw new Error(`no album «${albumTitle}» in subject ${subjectId}`);
  return album.pictures;
}

/** Opens or closes a subject to new students, as the admin's subjects page does. */
export async function setSubjectOpen(subjectId: number, isOpen: boolean): Promise<void> {
  await asAdmin('PATCH', `/subjects/${subjectId}`, { is_open: isOpen });
}
