import pino, { type Logger, type LoggerOptions } from 'pino';

/** Secrets never reach the log: tokens and passwords are redacted. Lines go to stdout unless a file is given. */
export function createLogger(level: string, file?: string): Logger {
  const options: LoggerOptions = {
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
  };
  return file === undefined ? pino(options) : pino(options, pino.destination(file));
}
