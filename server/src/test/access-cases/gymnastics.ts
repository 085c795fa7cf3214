import { gymnasticsVideoSchema } from '@umka/contracts';
import { z } from 'zod';
import {
  addGymnasticsLink,
  addGymnasticsVideo,
  GYMNASTICS_LINK,
  SAMPLE_VIDEOS,
  uploadGymnasticsVideo,
} from '../../modules/gymnastics/gymnastics.fixture.ts';
import { dataOf } from '../harness.ts';
import { type AccessRow, adminOnly, everyone, REFUSED, signedIn } from './access-row.ts';
import { SECRET } from './matrix-world.ts';

const ORDER_SUBJECT = 10;

/** Rows that change or delete an exercise make their own, so one caller's success leaves the next caller's target. */
export const GYMNASTICS_ROWS: AccessRow[] = [
  {
    route: 'GET /api/trainers/gymnastics',
    target: 'any',
    expected: signedIn(200),
    call: () => ({ method: 'GET', url: '/api/trainers/gymnastics?subject_id=1' }),
  },
  {
    route: 'POST /api/trainers/gymnastics/done',
    target: 'own',
    expected: { ...REFUSED, classStudent: 200, otherStudent: 200 },
    call: () => ({ method: 'POST', url: '/api/trainers/gymnastics/done', body: { subject_id: 1 } }),
  },
  {
    route: 'GET /api/trainers/gymnastics/{id}/video (signed)',
    target: 'any',
    expected: everyone(200),
    call: async (t, w) => ({ method: 'GET', url: (await addGymnasticsVideo(t, w.admin)).video?.url ?? '' }),
  },
  {
    route: 'GET /api/trainers/gymnastics/{id}/video (unsigned)',
    target: 'any',
    expected: everyone(403),
    call: async (t, w) => ({
      method: 'GET',
      url: `/api/trainers/gymnastics/${(await addGymnasticsVideo(t, w.admin)).id}/video`,
    }),
  },
  {
    route: 'GET /api/admin/gymnastics',
    target: 'any',
    expected: adminOnly(200),
    call: () => ({ method: 'GET', url: '/api/admin/gymnastics' }),
  },
  {
    route: 'POST /api/admin/gymnastics',
    target: 'any',
    expected: adminOnly(201),
    call: () => ({
      method: 'POST',
      url: '/api/admin/gymnastics',
      body: { ...GYMNASTICS_LINK, title: `Eyes ${SECRET}` },
    }),
  },
  {
    route: 'POST /api/admin/gymnastics/upload',
    target: 'any',
    expected: adminOnly(201),
    send: (t, _w, token) => uploadGymnasticsVideo(t, token, SAMPLE_VIDEOS.webm),
  },
  {
    route: 'PUT /api/admin/gymnastics/order',
    target: 'any',
    expected: adminOnly(200),
    call: async (t, w) => {
      await addGymnasticsLink(t, w.admin, { ...GYMNASTICS_LINK, subject_id: ORDER_SUBJECT });
      const listed = dataOf(
        await t.api('GET', `/api/admin/gymnastics?subject_id=${ORDER_SUBJECT}`, { token: w.admin.token }),
        z.array(gymnasticsVideoSchema),
      );
      const ids = listed.filter((video) => video.kind === GYMNASTICS_LINK.kind).map((video) => video.id);
      return {
        method: 'PUT',
        url: '/api/admin/gymnastics/order',
        body: { subject_id: ORDER_SUBJECT, kind: GYMNASTICS_LINK.kind, ids: ids.reverse() },
      };
    },
  },
  {
    route: 'PUT /api/admin/gymnastics/{id}',
    target: 'any',
    expected: adminOnly(200),
    call: async (t, w) => ({
      method: 'PUT',
      url: `/api/admin/gymnastics/${(await addGymnasticsLink(t, w.admin)).id}`,
      body: { subject_id: 2, kind: 'fingers', title: 'Fingers' },
    }),
  },
  {
    route: 'DELETE /api/admin/gymnastics/{id}',
    target: 'any',
    expected: adminOnly(200),
    call: async (t, w) => ({
      method: 'DELETE',
      url: `/api/admin/gymnastics/${(await addGymnasticsLink(t, w.admin)).id}`,
    }),
  },
];
