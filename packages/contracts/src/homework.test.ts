import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { homeworkMaterialSchema, homeworkRoundShortfall } from './homework.ts';
import { LIBRARY_KINDS, libraryMaterialSchema } from './library.ts';

const round = fc
  .integer({ min: 0, max: 50 })
  .chain((total) =>
    fc.record({ total: fc.constant(total), correct: fc.integer({ min: 0, max: total }), score: fc.nat(500) }),
  );

describe('whether a homework round counts', () => {
  it('counts a round at or above the teacher’s minimum whatever share of it was right, and no round below it', () => {
    fc.assert(
      fc.property(round, fc.nat(500), (r, min) => {
        const shortfall = homeworkRoundShortfall(r, min);
        expect(shortfall === null).toBe(r.score >= min);
        if (shortfall) expect(shortfall).toEqual({ kind: 'min_score', min_score: min });
      }),
    );
  });

  it('without a minimum counts exactly the rounds at least half right, and never an empty or all-wrong one', () => {
    fc.assert(
      fc.property(round, (r) => {
        const shortfall = homeworkRoundShortfall(r, null);
        expect(shortfall === null).toBe(r.correct > 0 && r.correct * 2 >= r.total);
        if (shortfall?.kind === 'half_right') expect(shortfall.needed).toBeGreaterThan(r.correct);
      }),
    );
  });

  it('says how many right answers a five-task round needed when it had none', () => {
    expect(homeworkRoundShortfall({ score: 0, correct: 0, total: 5 }, null)).toEqual({ kind: 'half_right', needed: 3 });
  });
});

describe('a library material as a homework item shows it', () => {
  it('has every kind of the library and the same fields as a library material', () => {
    expect(homeworkMaterialSchema.shape.kind.options).toEqual([...LIBRARY_KINDS]);
    for (const [field, schema] of Object.entries(homeworkMaterialSchema.shape)) {
      expect(Object.keys(libraryMaterialSchema.shape)).toContain(field);
      expect(schema.safeParse(null).success).toBe(libraryMaterialSchema.shape[field as 'url'].safeParse(null).success);
    }
  });

  it('carries an uploaded video as the library does', () => {
    const video = {
      size: 2048,
      content_type: 'video/webm',
      url: '/api/library/materials/4/video?u=1',
      expires_at: 'x',
    };
    expect(homeworkMaterialSchema.shape.video.parse(video)).toEqual(libraryMaterialSchema.shape.video.parse(video));
    expect(homeworkMaterialSchema.shape.video.safeParse({ ...video, content_type: 'video/ogg' }).success).toBe(false);
  });
});
