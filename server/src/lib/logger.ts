import pino, { type Logger } from 'pino';

/** Secrets never reach the log: tokens and passwords are redacted. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["jwt-token"]',
        '*.password',
        '*.password_hash',
      ],
      censor: '[redacted]',
    },
  });
}
