import { materialSchema, PRIVATE_FILE_MAX_BYTES, scheduleSlotSchema, studentClassSchema } from '@umka/contracts';
import { beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { type ApiResponse, dataOf, describeEachDatabase, errorOf } from '../../test/harness.ts';
import { SAMPLE_FILES } from '../files/files.fixture.ts';
import {
  buildClassroom,
  type Classroom,
  SUBJECT,
  sendMultipart,
  trainerRules,
  uploadFile,
} from '../homework/homework.fixture.ts';
import { addRecording, createMaterial, linkMaterial, SCHEDULE, shareMaterial } from './materials.fixture.ts';

function fieldCodes(response: ApiResponse): Record<string, string> {
  expect(response.status, response.raw).toBe(422);
  return Object.fromEntries((errorOf(response).fields ?? []).map((field) => [field.field, field.code]));
}

describeEachDatabase(
  'materials',
  (t) => {
    let room: Classroom;
    beforeAll(async () => {
      room = await buildClassroom(t);
    });

    const post = (body: unknown) =>
      t.api('POST', `/api/teachers/${room.teacher.id}/materials`, { token: room.teacher.token, body });

    it.each([
      ['javascript:alert(1)'],
      ['http://example.org/page'],
      ['data:text/html,<script>alert(1)</script>'],
      ['https://user:secret@example.org/'],
      ['not a link'],
    ])('refuses the link %s with a localized reason', async (url) => {
      const codes = fieldCodes(await post({ ...linkMaterial('Bad'), url }));
      expect(codes.url).toBe('LINK_NOT_HTTPS');
    });

    it('asks for what the kind needs', async () => {
      expect(fieldCodes(await post({ title: 'No link', kind: 'link' })).url).toBe('FIELD_REQUIRED');
      expect(fieldCodes(await post({ title: 'No file', kind: 'file' })).file_id).toBe('FIELD_REQUIRED');
    });

    it("refuses another teacher's file as a material", async () => {
      const foreign = await uploadFile(t, room.otherTeacher, 'theirs.pdf', SAMPLE_FILES.pdf);
      const codes = fieldCodes(await post({ title: 'Borrowed', kind: 'file', file_id: foreign.id }));
      expect(codes.file_id).toBe('FIELD_INVALID');
    });

    it("refuses to share with another teacher's class", async () => {
      const material = await createMaterial(t, room.teacher, linkMaterial('Mine'));
      const response = await t.api('PUT', `/api/materials/${material.id}/groups`, {
        token: room.teacher.token,
        body: { group_ids: [room.group.id, room.otherGroup.id] },
      });
      expect(fieldCodes(response).group_ids).toBe('FIELD_INVALID');
    });

    it('edits a material from a link to a file and keeps its classes', async () => {
      const material = await createMaterial(t, room.teacher, linkMaterial('Switch'));
      await shareMaterial(t, room.teacher, material.id, [room.group.id]);
      const file = await uploadFile(t, room.teacher, 'sheet.pdf', SAMPLE_FILES.pdf);
      const response = await t.api('PATCH', `/api/materials/${material.id}`, {
        token: room.teacher.token,
        body: { title: 'Switched', kind: 'file', file_id: file.id, description: '' },
      });
      const edited = dataOf(response, materialSchema);
      expect(edited).toMatchObject({ title: 'Switched', kind: 'file', url: null, description: null });
      expect(edited.file).toMatchObject({ id: file.id, name: 'sheet.pdf' });
      expect(edited.group_ids).toEqual([room.group.id]);
    });

    it('lets a class student download a shared file only while it is shared', async () => {
      const file = await uploadFile(t, room.teacher, 'notes.txt', SAMPLE_FILES.txt);
      const material = await createMaterial(t, room.teacher, { title: 'Notes', kind: 'file', file_id: file.id });
      const download = () => t.api('GET', `/api/files/${file.id}`, { token: room.student.token });
      expect((await download()).status).toBe(403);
      await shareMaterial(t, room.teacher, material.id, [room.group.id]);
      const shared = await download();
      expect(shared.status).toBe(200);
      expect(shared.raw).toBe(SAMPLE_FILES.txt.toString('utf8'));
      await shareMaterial(t, room.teacher, material.id, []);
      expect((await download()).status).toBe(403);
    });

    it('refuses uploads of the wrong type or size with a clear message', async () => {
      const wrong = await sendMultipart(t, '/api/files', room.teacher.token, [
        { name: 'file', file: { filename: 'lesson.exe', bytes: SAMPLE_FILES.exe } },
      ]);
      expect(wrong.status).toBe(415);
      expect(errorOf(wrong)).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED' });
      const big = Buffer.concat([SAMPLE_FILES.pdf, Buffer.alloc(PRIVATE_FILE_MAX_BYTES)]);
      const large = await sendMultipart(t, '/api/files', room.teacher.token, [
        { name: 'file', file: { filename: 'lesson.pdf', bytes: big } },
      ]);
      expect(large.status).toBe(413);
      expect(errorOf(large).message['en-US']).toContain('10 MB');
    });

    it('replaces the whole schedule and answers it in weekday order', async () => {
      const url = `/api/groups/${room.group.id}/schedule`;
      const reversed = [...SCHEDULE].reverse();
      const saved = await t.api('PUT', url, { token: room.teacher.token, body: { slots: reversed } });
      expect(dataOf(saved, z.array(scheduleSlotSchema))).toEqual(SCHEDULE);
      const cleared = await t.api('PUT', url, { token: room.teacher.token, body: { slots: [SCHEDULE[0]] } });
      expect(dataOf(cleared, z.array(scheduleSlotSchema))).toEqual([SCHEDULE[0]]);
    });

    it('refuses an impossible schedule', async () => {
      const response = await t.api('PUT', `/api/groups/${room.group.id}/schedule`, {
        token: room.teacher.token,
        body: {
          slots: [
            { weekday: 8, starts_at: '10:00', duration_minutes: 45 },
            { weekday: 1, starts_at: '24:00', duration_minutes: 45 },
            { weekday: 2, starts_at: '10:00', duration_minutes: 0 },
          ],
        },
      });
      expect(fieldCodes(response)).toMatchObject({
        'slots.0.weekday': 'FIELD_INVALID',
        'slots.1.starts_at': 'FIELD_INVALID',
        'slots.2.duration_minutes': 'FIELD_INVALID',
      });
    });

    it('refuses a recording that is not an https link', async () => {
      const response = await t.api('POST', `/api/groups/${room.group.id}/recordings`, {
        token: room.teacher.token,
        body: { title: 'Lesson', recorded_on: '2026-11-20', url: 'javascript:alert(1)' },
      });
      expect(fieldCodes(response).url).toBe('LINK_NOT_HTTPS');
    });

    it('lets pages embed only the two privacy-friendly video players', async () => {
      const response = await t.api('GET', '/student/class');
      expect(String(response.headers['content-security-policy'])).toContain(
        'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
      );
    });

    it("gathers a student's class: teacher, notice, schedule, materials and recordings", async () => {
      const own = await buildClassroom(t);
      await t.api('POST', `/api/groups/${own.group.id}/message`, {
        token: own.teacher.token,
        body: { text: 'Bring a pencil' },
      });
      await t.api('PUT', `/api/groups/${own.group.id}/schedule`, {
        token: own.teacher.token,
        body: { slots: SCHEDULE },
      });
      const material = await createMaterial(t, own.teacher, linkMaterial('Abacus basics'));
      await shareMaterial(t, own.teacher, material.id, [own.group.id]);
      await createMaterial(t, own.teacher, linkMaterial('Not shared'));
      const recording = await addRecording(t, own.teacher, own.group.id, 'Lesson 1');

      const read = (subjectId: number) =>
        t.api('GET', `/api/students/${own.student.id}/classes?subject_id=${subjectId}`, {
          token: own.student.token,
        });
      const [entry, ...rest] = dataOf(await read(SUBJECT), z.array(studentClassSchema));
      expect(rest).toEqual([]);
      expect(entry).toMatchObject({
        id: own.group.id,
        subject_id: SUBJECT,
        teacher_name: `${own.teacher.first_name} ${own.teacher.last_name}`,
        message: 'Bring a pencil',
        schedule: SCHEDULE,
        recordings: [recording],
      });
      expect(entry?.materials.map((item) => item.title)).toEqual(['Abacus basics']);
      expect(dataOf(await read(1), z.array(studentClassSchema))).toEqual([]);
    });
  },
  { trainerRules },
);
