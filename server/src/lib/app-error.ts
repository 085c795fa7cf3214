import {
  ERRORS,
  type ErrorCode,
  type ErrorEnvelope,
  errorMessage,
  type FieldError,
  isErrorCode,
} from '@umka/contracts';

/** A failure the client is meant to see: a code from the contracts, its HTTP status and, for bad input, the fields. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: FieldError[] | undefined;

  constructor(code: ErrorCode, options: { fields?: FieldError[]; cause?: unknown } = {}) {
    super(code, { cause: options.cause });
    this.code = code;
    this.status = ERRORS[code].status;
    this.fields = options.fields;
  }
}

export function fieldError(field: string, code: ErrorCode): FieldError {
  return { field, code, message: errorMessage(code) };
}

/** 422 naming one field, for rules a schema cannot express (password strength, unknown subject ids). */
export function invalidField(field: string, code: ErrorCode): AppError {
  return new AppError('VALIDATION_FAILED', { fields: [fieldError(field, code)] });
}

/** A schema's issues as field errors, under `prefix` if given, each with its own code where it is a catalogue code. */
export function fieldErrorsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  prefix?: string,
): FieldError[] {
  return issues.map((issue) =>
    fieldError(
      [...(prefix === undefined ? [] : [prefix]), ...issue.path.map(String)].join('.'),
      isErrorCode(issue.message) ? issue.message : 'FIELD_INVALID',
    ),
  );
}

/** 422 for a value checked by a schema outside the route's own (a trainer's settings): its issues under `prefix`. */
export function invalidFields(
  prefix: string,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): AppError {
  return new AppError('VALIDATION_FAILED', { fields: fieldErrorsOf(issues, prefix) });
}

export function errorEnvelope(code: ErrorCode, fields?: FieldError[]): ErrorEnvelope {
  return fields?.length
    ? { status: false, code, message: errorMessage(code), fields }
    : { status: false, code, message: errorMessage(code) };
}

export function ok<T>(data: T): { status: true; data: T } {
  return { status: true, data };
}
