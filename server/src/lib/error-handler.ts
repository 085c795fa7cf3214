import { ERRORS, type ErrorCode, type FieldError, isErrorCode } from '@umka/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorEnvelope, fieldError } from './app-error.ts';
import { outageCode } from './outage-errors.ts';

/** Fastify's own client errors (bad JSON, wrong content type, body too large) by their HTTP status. */
const CLIENT_ERROR_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

type ValidationIssue = { instancePath: string; message?: string | undefined };

/** A form shows a handful of field errors; a body of thousands of bad values must not make an answer of megabytes. */
export const MAX_FIELD_ERRORS = 50;

function toFieldErrors(issues: ValidationIssue[], context: string | undefined): FieldError[] {
  return issues.slice(0, MAX_FIELD_ERRORS).map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const code = isErrorCode(issue.message) ? issue.message : 'FIELD_INVALID';
    return fieldError(path || context || 'body', code);
  });
}

function send(reply: FastifyReply, status: number, code: ErrorCode, fields?: FieldError[]) {
  return reply.code(status).type('application/json; charset=utf-8').send(errorEnvelope(code, fields));
}

/**
 * The single place an error becomes a response: always the failure envelope, never a stack trace.
 * A lost database connection answers 503 and a full disk 507, each with its code, so the client can tell "try again"
 * from a bug. Anything else that is not a known client error is a bug: logged in full and answered with 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, error.status, error.code, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 422, 'VALIDATION_FAILED', toFieldErrors(error.validation, error.validationContext));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = CLIENT_ERROR_CODES[status] ?? 'BAD_REQUEST';
      request.log.info({ code: error.code, message: error.message }, 'client error');
      return send(reply, ERRORS[code].status, code);
    }
    const outage = outageCode(error);
    if (outage) {
      request.log.error({ err: error, code: outage }, 'request failed: server resource unavailable');
      return send(reply, ERRORS[outage].status, outage);
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'INTERNAL_ERROR');
  });
}
