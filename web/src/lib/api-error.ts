import {
  type ErrorCode,
  type FieldError,
  type HttpErrorCode,
  httpErrorMessage,
  type LocalizedText,
} from '@umka/contracts';

/**
 * What every failed call throws. `message` is the server's text in all three locales
 * (render it with useLocalized()); `status` 0 means the server was not reached.
 * It is a plain class rather than an Error subclass because Error's `message` must be a string.
 */
export class ApiError {
  readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly message: LocalizedText,
    readonly fields?: FieldError[],
  ) {}

  /** A failure the client names by itself, from the status alone (no error envelope came). */
  static of(status: number, code: HttpErrorCode): ApiError {
    return new ApiError(status, code, httpErrorMessage(code));
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The code to report when a response carries no usable error envelope. */
export function codeForStatus(status: number): HttpErrorCode {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 422:
      return 'VALIDATION_FAILED';
    case 429:
      return 'RATE_LIMITED';
    // A proxy's answer while the server restarts or is overloaded: nothing was done, trying again helps.
    case 502:
    case 503:
    case 504:
      return 'SERVICE_UNAVAILABLE';
    default:
      return 'INTERNAL_ERROR';
  }
}
