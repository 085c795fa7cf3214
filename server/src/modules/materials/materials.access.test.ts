import { recordingVideoUrlSchema } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { dataOf, describeEachDatabase } from '../../test/harness.ts';
import {
  classMembers,
  classStaff,
  itAnswersEveryActor,
  REFUSED,
  type RouteCase,
  SIX_ACTORS,
  type SixActor,
} from '../../test/six-actors.ts';
import { SAMPLE_FILES } from '../files/files.fixture.ts';
import {
  buildClassroom,
  type Classroom,
  classroomActors,
  trainerRules,
  uploadFile,
} from '../homework/homework.fixture.ts';
import { addRecording, createMaterial, linkMaterial, SCHEDULE, shareMaterial } from './materials.fixture.ts';
import { addVideoRecording, SAMPLE_VIDEOS, uploadVideo } from './recording-videos.fixture.ts';

/** Words that must never reach a caller who is refused. */
const SECRET = 'Secret-9c1d';

interface World {
  room: Classroom;
  materialId: number;
  fileId: number;
  videoId: number;
  /** The video's address as its teacher got it: whoever holds it may play it, and nobody without it. */
  videoUrl: string;
}

const everyone = (status: number) =>
  Object.fromEntries(SIX_ACTORS.map((actor) => [actor, status])) as Record<SixActor, number>;

/** Each deleting call gets its own target, so one actor's success does not turn the next one's answer into 404. */
const CASES: RouteCase<World>[] = [
  {
    route: 'GET /api/teachers/{id}/materials',
    expected: classStaff(200),
    call: (_t, w) => ({ method: 'GET', url: `/api/teachers/${w.room.teacher.id}/materials` }),
  },
  {
    route: 'POST /api/teachers/{id}/materials',
    expected: { ...REFUSED, classTeacher: 201 },
    call: (_t, w) => ({
      method: 'POST',
      url: `/api/teachers/${w.room.teacher.id}/materials`,
      body: linkMaterial(`New ${SECRET}`),
    }),
  },
  {
    route: 'PATCH /api/materials/{id}',
    expected: { ...REFUSED, classTeacher: 200 },
    call: (_t, w) => ({
      method: 'PATCH',
      url: `/api/materials/${w.materialId}`,
      body: { title: `Worksheet ${SECRET}`, kind: 'file', file_id: w.fileId },
    }),
  },
  {
    route: 'PUT /api/materials/{id}/groups',
    expected: { ...REFUSED, classTeacher: 200 },
    call: (_t, w) => ({
      method: 'PUT',
      url: `/api/materials/${w.materialId}/groups`,
      body: { group_ids: [w.room.group.id] },
    }),
  },
  {
    route: 'DELETE /api/materials/{id}',
    expected: { ...REFUSED, classTeacher: 200 },
    send: async (t, w, token) => {
      const material = await createMaterial(t, w.room.teacher, linkMaterial(`Doomed ${SECRET}`));
      return t.api('DELETE', `/api/materials/${material.id}`, token === undefined ? {} : { token });
    },
  },
  {
    route: 'GET /api/groups/{id}/materials',
    expected: classMembers(200),
    call: (_t, w) => ({ method: 'GET', url: `/api/groups/${w.room.group.id}/materials` }),
  },
  {
    route: 'GET /api/groups/{id}/schedule',
    expected: classMembers(200),
    call: (_t, w) => ({ method: 'GET', url: `/api/groups/${w.room.group.id}/schedule` }),
  },
  {
    route: 'PUT /api/groups/{id}/schedule',
    expected: classStaff(200),
    call: (_t, w) => ({ method: 'PUT', url: `/api/groups/${w.room.group.id}/schedule`, body: { slots: SCHEDULE } }),
  },
  {
    route: 'GET /api/groups/{id}/recordings',
    expected: classMembers(200),
    call: (_t, w) => ({ method: 'GET', url: `/api/groups/${w.room.group.id}/recordings` }),
  },
  {
    route: 'POST /api/groups/{id}/recordings',
    expected: classStaff(201),
    call: (_t, w) => ({
      method: 'POST',
      url: `/api/groups/${w.room.group.id}/recordings`,
      body: { title: `Lesson ${SECRET}`, recorded_on: '2026-11-19', url: 'https://vimeo.com/76979871' },
    }),
  },
  {
    route: 'DELETE /api/recordings/{id}',
    expected: classStaff(200),
    send: async (t, w, token) => {
      const recording = await addRecording(t, w.room.teacher, w.room.group.id, `Old ${SECRET}`);
      return t.api('DELETE', `/api/recordings/${recording.id}`, token === undefined ? {} : { token });
    },
  },
  {
    route: 'POST /api/groups/{id}/recordings/video',
    expected: classStaff(201),
    send: (t, w, token) =>
      uploadVideo(t, token, w.room.group.id, SAMPLE_VIDEOS.mp4, {
        title: `Video ${SECRET}`,
        recorded_on: '2026-11-19',
      }),
  },
  {
    route: 'GET /api/recordings/{id}/video-url',
    expected: classMembers(200),
    call: (_t, w) => ({ method: 'GET', url: `/api/recordings/${w.videoId}/video-url` }),
  },
  {
    route: 'GET /api/recordings/{id}/video (signed)',
    expected: everyone(200),
    call: (_t, w) => ({ method: 'GET', url: w.videoUrl }),
  },
  {
    route: 'GET /api/recordings/{id}/video (unsigned)',
    expected: everyone(403),
    call: (_t, w) => ({ method: 'GET', url: `/api/recordings/${w.videoId}/video` }),
  },
  {
    route: 'DELETE /api/recordings/{id} (a video)',
    expected: classStaff(200),
    send: async (t, w, token) => {
      const recording = await addVideoRecording(t, w.room.teacher, w.room.group.id, `Old video ${SECRET}`);
      return t.api('DELETE', `/api/recordings/${recording.id}`, token === undefined ? {} : { token });
    },
  },
  {
    route: 'GET /api/students/{id}/classes',
    expected: { ...REFUSED, classStudent: 200, admin: 200 },
    call: (_t, w) => ({ method: 'GET', url: `/api/students/${w.room.student.id}/classes` }),
  },
  {
    route: 'GET /api/files/{id} (a shared material)',
    expected: classMembers(200),
    call: (_t, w) => ({ method: 'GET', url: `/api/files/${w.fileId}` }),
  },
];

describeEachDatabase(
  'materials access',
  (t) => {
    let w: World;
    beforeAll(async () => {
      const room = await buildClassroom(t);
      const file = await uploadFile(t, room.teacher, `${SECRET}.pdf`, SAMPLE_FILES.pdf);
      const material = await createMaterial(t, room.teacher, {
        title: `Worksheet ${SECRET}`,
        kind: 'file',
        file_id: file.id,
      });
      await shareMaterial(t, room.teacher, material.id, [room.group.id]);
      await addRecording(t, room.teacher, room.group.id, `Lesson ${SECRET}`);
      const video = await addVideoRecording(t, room.teacher, room.group.id, `Video ${SECRET}`);
      const signed = await t.api('GET', `/api/recordings/${video.id}/video-url`, { token: room.teacher.token });
      const videoUrl = dataOf(signed, recordingVideoUrlSchema).url;
      w = { room, materialId: material.id, fileId: file.id, videoId: video.id, videoUrl };
    });

    itAnswersEveryActor(t, { world: () => w, users: (x) => classroomActors(x.room), cases: CASES, secret: SECRET });

    it("keeps another teacher's library free of this teacher's materials", async () => {
      const response = await t.api('GET', `/api/teachers/${w.room.otherTeacher.id}/materials`, {
        token: w.room.otherTeacher.token,
      });
      expect(response.status).toBe(200);
      expect(response.raw).not.toContain(SECRET);
    });

    it("shows another student none of this class's materials", async () => {
      const response = await t.api('GET', `/api/students/${w.room.otherStudent.id}/classes`, {
        token: w.room.otherStudent.token,
      });
      expect(response.status).toBe(200);
      expect(response.raw).not.toContain(SECRET);
    });
  },
  { trainerRules },
);
