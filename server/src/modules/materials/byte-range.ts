/** An inclusive slice of a file, as Content-Range counts it. */
export interface ByteRange {
  start: number;
  end: number;
}

const SPEC = /^(\d*)-(\d*)$/;

/**
 * The slice a `Range` header asks of a file of `size` bytes (RFC 9110 §14): null to send the whole file
 * (no header, another unit, or several ranges, which players never ask for and we do not answer as
 * multipart), 'unsatisfiable' for a malformed range or one starting past the end.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const match = /^\s*bytes\s*=(.*)$/i.exec(header);
  if (!match) return null;
  const specs = (match[1] ?? '').split(',');
  if (specs.length > 1) return null;
  const spec = SPEC.exec((specs[0] ?? '').trim());
  if (!spec) return 'unsatisfiable';
  const [, from = '', to = ''] = spec;
  if (from === '') {
    const suffix = Number(to);
    if (to === '' || suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  if (to === '') return { start, end: size - 1 };
  const end = Number(to);
  if (end < start) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
