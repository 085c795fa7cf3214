import pino, { type Logger, type LoggerOptions } from 'pino';

/**
 * Secrets never reach the log: tokens and passwords are redacted. Lines go to stdout unless a file is given.
 * Writes are asynchronous: a synchronous write per request line was a system call on every request, while
 * lines written during one write now leave together. pino flushes what is pending when the process exits.
 */
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
  return pino(options, pino.destination({ dest: file ?? 1, sync: false }));
}
