import { activateTrade, buildPicture, givePieces, listedLot } from '../../modules/albums/market.fixture.ts';
import { type AccessRow, REFUSED, studentOwn } from './access-row.ts';
import { WORLD_SUBJECT } from './matrix-world.ts';

const S = WORLD_SUBJECT;
/** Students of the subject trade on its market; staff have no likes or items there. */
const students = (status: number) => ({ ...REFUSED, classStudent: status, otherStudent: status });

/** The market of an albums subject: any of its students may list and buy; a lot is taken back by its seller alone. */
export const MARKET_ROWS: AccessRow[] = [
  {
    route: 'GET /api/market/lots',
    target: 'any',
    call: () => ({ method: 'GET', url: `/api/market/lots?subject_id=${S}` }),
    expected: students(200),
  },
  {
    route: 'POST /api/market/lots',
    target: 'own',
    call: async (t, w, actor) => {
      const body = (piece: number | undefined) => ({
        subject_id: S,
        price: 1,
        items: [{ item_type: 'puzzle_student', id: piece }],
      });
      // Staff and anonymous callers are refused before the items are read; each student lists a new piece.
      if (actor !== 'classStudent' && actor !== 'otherStudent') {
        return { method: 'POST', url: '/api/market/lots', body: body(1) };
      }
      const owner = { studentId: w[actor].id, subjectId: S };
      await activateTrade(t, owner, true);
      const picture = await buildPicture(t.database.db, S);
      const [piece] = await givePieces(t.database.db, owner, picture.puzzles.slice(0, 1));
      return { method: 'POST', url: '/api/market/lots', body: body(piece) };
    },
    expected: students(201),
  },
  {
    route: 'PATCH /api/market/lots/{id}',
    target: 'foreign',
    call: async (t, w) => ({
      method: 'PATCH',
      url: `/api/market/lots/${await listedLot(t, w.classmate, S)}`,
      body: { subject_id: S },
    }),
    expected: students(200),
  },
  {
    route: 'DELETE /api/market/students/{id}/lots/{lotId}',
    target: 'own',
    call: async (t, w) => ({
      method: 'DELETE',
      url: `/api/market/students/${w.classStudent.id}/lots/${await listedLot(t, w.classStudent, S)}`,
    }),
    expected: studentOwn(200),
  },
  {
    route: 'GET /api/crystals/students',
    target: 'any',
    call: () => ({ method: 'GET', url: `/api/crystals/students?subject_id=${S}` }),
    expected: students(200),
  },
];
