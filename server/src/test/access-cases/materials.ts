import { addRecording, createMaterial, linkMaterial, SCHEDULE } from '../../modules/materials/materials.fixture.ts';
import { addVideoRecording, SAMPLE_VIDEOS, uploadVideo } from '../../modules/materials/recording-videos.fixture.ts';
import { type AccessRow, classMembers, classStaff, everyone, REFUSED } from './access-row.ts';
import { SECRET } from './matrix-world.ts';

const withClassmate = (status: number) => ({ ...classMembers(status), classmate: status });

/** Each deleting row gets its own target, so one caller's success does not turn the next one's answer into 404. */
export const MATERIALS_ROWS: AccessRow[] = [
  {
    route: 'GET /api/teachers/{id}/materials',
    target: 'own',
    expected: classStaff(200),
    call: (_t, w) => ({ method: 'GET', url: `/api/teachers/${w.classTeacher.id}/materials` }),
  },
  {
    route: 'POST /api/teachers/{id}/materials',
    target: 'own',
    expected: { ...REFUSED, classTeacher: 201 },
    call: (_t, w) => ({
      method: 'POST',
      url: `/api/teachers/${w.classTeacher.id}/materials`,
      body: linkMaterial(`New ${SECRET}`),
    }),
  },
  {
    route: 'PATCH /api/materials/{id}',
    target: 'own',
    expected: { ...REFUSED, classTeacher: 200 },
    call: (_t, w) => ({
      method: 'PATCH',
      url: `/api/materials/${w.materialId}`,
      body: { title: `Worksheet ${SECRET}`, kind: 'file', file_id: w.materialFileId },
    }),
  },
  {
    route: 'PUT /api/materials/{id}/groups',
    target: 'own',
    expected: { ...REFUSED, classTeacher: 200 },
    call: (_t, w) => ({
      method: 'PUT',
      url: `/api/materials/${w.materialId}/groups`,
      body: { group_ids: [w.group.id] },
    }),
  },
  {
    route: 'DELETE /api/materials/{id}',
    target: 'own',
    expected: { ...REFUSED, classTeacher: 200 },
    call: async (t, w) => ({
      method: 'DELETE',
      url: `/api/materials/${(await createMaterial(t, w.classTeacher, linkMaterial(`Doomed ${SECRET}`))).id}`,
    }),
  },
  {
    route: 'GET /api/groups/{id}/materials',
    target: 'own',
    expected: withClassmate(200),
    call: (_t, w) => ({ method: 'GET', url: `/api/groups/${w.group.id}/materials` }),
  },
  {
    route: 'GET /api/groups/{id}/schedule',
    target: 'own',
    expected: withClassmate(200),
    call: (_t, w) => ({ method: 'GET', url: `/api/groups/${w.group.id}/schedule` }),
  },
  {
    route: 'PUT /api/groups/{id}/schedule',
    target: 'own',
    expected: { ...classStaff(200), classmate: 403 },
    call: (_t, w) => ({ method: 'PUT', url: `/api/groups/${w.group.id}/schedule`, body: { slots: SCHEDULE } }),
  },
  {
    route: 'GET /api/groups/{id}/recordings',
    target: 'own',
    expected: withClassmate(200),
    call: (_t, w) => ({ method: 'GET', url: `/api/groups/${w.group.id}/recordings` }),
  },
  {
    route: 'POST /api/groups/{id}/recordings',
    target: 'own',
    expected: classStaff(201),
    call: (_t, w) => ({
      method: 'POST',
      url: `/api/groups/${w.group.id}/recordings`,
      body: { title: `Lesson ${SECRET}`, recorded_on: '2026-11-19', url: 'https://vimeo.com/76979871' },
    }),
  },
  {
    route: 'DELETE /api/recordings/{id}',
    target: 'own',
    expected: classStaff(200),
    call: async (t, w) => ({
      method: 'DELETE',
      url: `/api/recordings/${(await addRecording(t, w.classTeacher, w.group.id, `Old ${SECRET}`)).id}`,
    }),
  },
  {
    route: 'DELETE /api/recordings/{id} (a video)',
    target: 'own',
    expected: classStaff(200),
    call: async (t, w) => ({
      method: 'DELETE',
      url: `/api/recordings/${(await addVideoRecording(t, w.classTeacher, w.group.id, `Old video ${SECRET}`)).id}`,
    }),
  },
  {
    route: 'POST /api/groups/{id}/recordings/video',
    target: 'own',
    expected: classStaff(201),
    send: (t, w, token) =>
      uploadVideo(t, token, w.group.id, SAMPLE_VIDEOS.mp4, { title: `Video ${SECRET}`, recorded_on: '2026-11-19' }),
  },
  {
    route: 'GET /api/recordings/{id}/video-url',
    target: 'own',
    expected: withClassmate(200),
    call: (_t, w) => ({ method: 'GET', url: `/api/recordings/${w.videoId}/video-url` }),
  },
  {
    route: 'GET /api/recordings/{id}/video (signed)',
    target: 'any',
    expected: { ...everyone(200), classmate: 200 },
    call: (_t, w) => ({ method: 'GET', url: w.videoUrl }),
  },
  {
    route: 'GET /api/recordings/{id}/video (unsigned)',
    target: 'any',
    expected: { ...everyone(403), classmate: 403 },
    call: (_t, w) => ({ method: 'GET', url: `/api/recordings/${w.videoId}/video` }),
  },
  {
    route: 'GET /api/students/{id}/classes',
    target: 'own',
    expected: { ...REFUSED, classStudent: 200, admin: 200, classmate: 403 },
    call: (_t, w) => ({ method: 'GET', url: `/api/students/${w.classStudent.id}/classes` }),
  },
  {
    route: 'GET /api/files/{id} (a shared material)',
    target: 'own',
    expected: withClassmate(200),
    call: (_t, w) => ({ method: 'GET', url: `/api/files/${w.materialFileId}` }),
  },
];
