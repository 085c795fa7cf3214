import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { createLibraryMaterial, LINK_BODY } from '../modules/library/library.fixture.ts';
import { describeEachDatabase } from '../test/harness.ts';
import { down, up } from './migrations/202612101000_library_uploaded_videos.ts';

describeEachDatabase('library uploaded videos migration', (t) => {
  it('is undone and redone keeping the materials, their tags and their classes', async () => {
    const admin = await t.factories.buildAdmin();
    const teacher = await t.factories.buildTeacher({ subjects: [1] });
    const group = await t.factories.buildGroup({ teacher, subjectId: 1 });
    const material = await createLibraryMaterial(t, admin, LINK_BODY);
    const shared = await t.api('PUT', `/api/library/materials/${material.id}/groups`, {
      token: teacher.token,
      body: { group_ids: [group.id] },
    });
    expect(shared.status, shared.raw).toBe(200);
    const { db } = t.database;
    const runner = db as unknown as Kysely<unknown>;

    await down(runner);
    await up(runner);

    const tags = await db
      .selectFrom('library_material_tags')
      .select('tag')
      .where('material_id', '=', material.id)
      .execute();
    const shares = await db
      .selectFrom('group_library_materials')
      .select('group_id')
      .where('material_id', '=', material.id)
      .execute();
    expect(tags.map((row) => row.tag).sort()).toEqual(material.tags);
    expect(shares).toEqual([{ group_id: group.id }]);
    await expect(
      db
        .updateTable('library_materials')
        .set({
          url: null,
          video_name: `${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}.mp4`,
          video_size: 1,
          video_type: 'video/mp4',
        })
        .where('id', '=', material.id)
        .execute(),
    ).rejects.toThrow();
  });
});
