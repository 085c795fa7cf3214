import { IT_SOLUTION_FILE_MAX_BYTES, type ItSolutionData, itSolutionBodySchema } from '@umka/contracts';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, fieldErrorsOf, invalidField } from '../../lib/app-error.ts';
import { uploadError } from '../../lib/multipart-upload.ts';

export interface SolutionFile {
  /** The extension the file is stored under, decided by its bytes (and, for plain text, its name). */
  extension: string;
  /** The student's file name, shown to the teacher and given back on download. */
  name: string;
  bytes: Buffer;
}

export interface SolutionForm {
  body: ItSolutionData;
  file: SolutionFile | null;
}

/** Binary kinds told by their signature, as file-type names them. */
const SNIFFED = new Set(['zip', 'pdf', 'png', 'jpg']);
/** Source and text files have no signature: they are UTF-8 text and named so. */
const TEXT_EXTENSIONS = new Set(['txt', 'py', 'js', 'html']);
const NAME_MAX = 200;

const refusedFile = () => invalidField('file', 'IT_SOLUTION_FILE_TYPE');

/** A multipart `data` part (itSolutionBodySchema as JSON) and at most one `file`; any other part is refused. */
export async function readSolutionForm(request: FastifyRequest): Promise<SolutionForm> {
  if (!request.isMultipart()) throw invalidField('data', 'FIELD_REQUIRED');
  let data: string | undefined;
  let upload: { filename: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file' && part.fieldname === 'file' && upload === undefined) {
        upload = { filename: part.filename, bytes: await part.toBuffer() };
      } else if (part.type === 'field' && part.fieldname === 'data' && typeof part.value === 'string') {
        data = part.value;
      } else throw invalidField(part.fieldname, 'FIELD_INVALID');
    }
  } catch (error) {
    throw uploadError(error, 'IT_SOLUTION_FILE_TOO_LARGE');
  }
  const body = parseBody(data ?? '{}');
  // A browser sends an empty file part when nothing was chosen.
  const file = upload && upload.bytes.length > 0 ? await solutionFile(upload.filename, upload.bytes) : null;
  if (!body.text && !body.code && !body.link && !file && !body.keep_file) {
    throw invalidField('text', 'IT_SOLUTION_EMPTY');
  }
  return { body, file };
}

function parseBody(data: string): ItSolutionData {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw invalidField('data', 'FIELD_INVALID');
  }
  const parsed = itSolutionBodySchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => (issue.path.length > 0 ? issue : { ...issue, path: ['data'] }));
    throw new AppError('VALIDATION_FAILED', { fields: fieldErrorsOf(issues) });
  }
  return parsed.data;
}

/** What an uploaded file is, by its bytes: the name and the browser's content type are only the sender's word. */
export async function solutionFile(filename: string, bytes: Buffer): Promise<SolutionFile> {
  if (bytes.length > IT_SOLUTION_FILE_MAX_BYTES) throw new AppError('IT_SOLUTION_FILE_TOO_LARGE');
  const name = cleanName(filename);
  const found = await fileTypeFromBuffer(bytes);
  if (found) {
    if (!SNIFFED.has(found.ext)) throw refusedFile();
    return { extension: found.ext, name, bytes };
  }
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? 'txt';
  if (!TEXT_EXTENSIONS.has(extension) || !isPlainText(bytes)) throw refusedFile();
  // Kept as text whatever it says it is: a download never runs a student's script or page.
  return { extension: 'txt', name, bytes };
}

/** The last path segment, without control characters, and not too long. */
function cleanName(filename: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is dropped
  const base = (filename.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'file').slice(-NAME_MAX);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 with no control characters but tab, line breaks and form feed: what a code editor saves. */
function isPlainText(bytes: Buffer): boolean {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}
