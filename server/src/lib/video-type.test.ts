import { describe, expect, it } from 'vitest';
import { SAMPLE_VIDEOS } from '../modules/materials/recording-videos.fixture.ts';
import { detectVideoType } from './video-type.ts';

describe('uploaded video type detection', () => {
  it('tells MP4 (and a phone’s MOV) and WebM from their first bytes', async () => {
    expect(await detectVideoType(SAMPLE_VIDEOS.mp4)).toBe('mp4');
    expect(await detectVideoType(SAMPLE_VIDEOS.mov)).toBe('mp4');
    expect(await detectVideoType(SAMPLE_VIDEOS.webm)).toBe('webm');
  });

  it('refuses Matroska, HEIF pictures, other containers, junk and empty files', async () => {
    expect(await detectVideoType(SAMPLE_VIDEOS.mkv)).toBeNull();
    expect(await detectVideoType(SAMPLE_VIDEOS.heic)).toBeNull();
    expect(await detectVideoType(SAMPLE_VIDEOS.avi)).toBeNull();
    expect(await detectVideoType(Buffer.from('%PDF-1.4\n'))).toBeNull();
    expect(await detectVideoType(Buffer.alloc(0))).toBeNull();
  });

  it('refuses an EBML header cut short before its DocType, or with a malformed size', async () => {
    expect(await detectVideoType(SAMPLE_VIDEOS.webm.subarray(0, 12))).toBeNull();
    expect(await detectVideoType(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x00]))).toBeNull();
  });
});
