import { freshSpeechWord, sendCard } from '../../modules/speech-images/speech-images.fixture.ts';
import { dataOf, type TestContext } from '../harness.ts';
import { type AccessRow, adminOnly, signedIn } from './access-row.ts';
import { idOnly } from './ids.ts';
import type { MatrixWorld } from './matrix-world.ts';

const newCard = () => ({ locale: 'en-US', sound: 'r', word: freshSpeechWord(), art_key: 'rocket' });

/** A card of its own for a row that changes or deletes one, added as the admin page adds it. */
async function cardId(t: TestContext, w: MatrixWorld): Promise<number> {
  return dataOf(await sendCard(t, w.admin.token, newCard()), idOnly).id;
}

/** The speech cards: every signed-in user plays with them, admins alone edit them. */
export const SPEECH_IMAGES_ROWS: AccessRow[] = [
  {
    route: 'GET /api/speech-images',
    target: 'any',
    call: () => ({ method: 'GET', url: '/api/speech-images?locale=ru-RU&sound=r' }),
    expected: signedIn(200),
  },
  {
    route: 'POST /api/admin/speech-images',
    target: 'any',
    send: (t, _w, token) => sendCard(t, token, newCard()),
    expected: adminOnly(201),
  },
  {
    route: 'PATCH /api/admin/speech-images/{id}',
    target: 'any',
    call: async (t, w) => ({
      method: 'PATCH',
      url: `/api/admin/speech-images/${await cardId(t, w)}`,
      body: { word: freshSpeechWord() },
    }),
    expected: adminOnly(200),
  },
  {
    route: 'DELETE /api/admin/speech-images/{id}',
    target: 'any',
    call: async (t, w) => ({ method: 'DELETE', url: `/api/admin/speech-images/${await cardId(t, w)}` }),
    expected: adminOnly(200),
  },
];
