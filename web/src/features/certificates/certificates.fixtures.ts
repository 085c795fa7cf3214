import type { Certificate } from '@umka/contracts';

export function buildCertificate(overrides: Partial<Certificate> = {}): Certificate {
  return {
    id: 5,
    student_id: 11,
    title: 'Чемпион по ментальной арифметике',
    reason: 'Три раунда подряд без ошибок',
    issued_on: '2026-11-20',
    issued_by: 2,
    issuer_name: 'Анна Петровна',
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
