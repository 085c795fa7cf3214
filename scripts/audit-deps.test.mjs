import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { advisoryId, judgeAudit, parseAllowlist, summarize } from './audit-deps.mjs';

const TODAY = '2026-12-06';

/** An advisory as npm audit --json (npm 7+) lists it in the `via` of the package it is about. */
const advisory = (overrides = {}) => ({
  source: 1104663,
  name: 'tar-fs',
  dependency: 'tar-fs',
  title: 'tar-fs can extract outside the specified dir with a specific tarball',
  url: 'https://github.com/advisories/GHSA-8cj5-5rvv-wf4v',
  severity: 'high',
  cwe: ['CWE-22'],
  range: '>=2.0.0 <2.1.3',
  ...overrides,
});

/** A report where `tar-fs` carries the advisory and `prebuild-install`, which depends on it, names it by package. */
const report = (via = advisory(), fixAvailable = true) => ({
  auditReportVersion: 2,
  vulnerabilities: {
    'tar-fs': {
      name: 'tar-fs',
      severity: via.severity,
      isDirect: false,
      via: [via],
      effects: ['prebuild-install'],
      range: '2.0.0 - 2.1.2',
      nodes: ['node_modules/tar-fs'],
      fixAvailable,
    },
    'prebuild-install': {
      name: 'prebuild-install',
      severity: via.severity,
      isDirect: false,
      via: ['tar-fs'],
      effects: ['better-sqlite3'],
      range: '*',
      nodes: ['node_modules/prebuild-install'],
      fixAvailable,
    },
  },
  metadata: { vulnerabilities: { high: 2, critical: 0, total: 2 } },
});

const allowed = (reviewBy) => ({
  id: 'GHSA-8cj5-5rvv-wf4v',
  package: 'tar-fs',
  reason: 'only unpacks prebuilt binaries from the registry at install time',
  review_by: reviewBy,
});

describe('the dependency audit', () => {
  it('fails on a high advisory with a fix available that is not allow-listed, counted once across its dependents', () => {
    const verdict = judgeAudit(report(), [], TODAY);
    expect(verdict.status).toBe('fail');
    expect(verdict.blocking).toEqual([
      expect.objectContaining({ id: 'GHSA-8cj5-5rvv-wf4v', package: 'tar-fs', severity: 'high' }),
    ]);
    expect(summarize(verdict)).toMatch(
      /tar-fs .*GHSA-8cj5-5rvv-wf4v[\s\S]*Dependency audit FAILED: 1 high or critical advisory/,
    );
  });

  it('counts a fix that needs a major version as a fix available', () => {
    const fix = { name: 'better-sqlite3', version: '13.0.0', isSemVerMajor: true };
    expect(judgeAudit(report(advisory({ severity: 'critical' }), fix), [], TODAY).status).toBe('fail');
  });

  it('lets an allow-listed advisory pass until its review date, and blocks it again after', () => {
    const passing = judgeAudit(report(), [allowed('2027-03-01')], TODAY);
    expect(passing.status).toBe('pass');
    expect(summarize(passing)).toContain('only unpacks prebuilt binaries from the registry at install time');

    const expired = judgeAudit(report(), [allowed('2026-12-05')], TODAY);
    expect(expired.status).toBe('fail');
    expect(expired.expired).toEqual([expect.objectContaining({ id: 'GHSA-8cj5-5rvv-wf4v', review_by: '2026-12-05' })]);
  });

  it('lists a critical advisory without a fix but does not fail on it', () => {
    const verdict = judgeAudit(report(advisory({ severity: 'critical' }), false), [], TODAY);
    expect(verdict.status).toBe('pass');
    expect(verdict.unfixable).toEqual([expect.objectContaining({ package: 'tar-fs', severity: 'critical' })]);
    expect(summarize(verdict)).toMatch(/no fix is available yet:\n {2}critical tar-fs/);
  });

  it('ignores moderate and low advisories', () => {
    expect(judgeAudit(report(advisory({ severity: 'moderate' })), [], TODAY)).toMatchObject({
      status: 'pass',
      blocking: [],
      unfixable: [],
    });
  });

  it('names allow-list entries that npm no longer reports, so they get removed', () => {
    const verdict = judgeAudit({ auditReportVersion: 2, vulnerabilities: {} }, [allowed('2027-03-01')], TODAY);
    expect(verdict.status).toBe('pass');
    expect(summarize(verdict)).toContain('no longer reported (remove them):\n  GHSA-8cj5-5rvv-wf4v tar-fs');
  });

  it('says the audit was not performed when the registry refuses its audit endpoint', () => {
    const refused = {
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    };
    const verdict = judgeAudit(refused, [], TODAY);
    expect(verdict.status).toBe('unavailable');
    expect(summarize(verdict)).toMatch(/^Dependency audit NOT PERFORMED: 405 Method Not Allowed/);
  });

  it('reads the GHSA id from the advisory address, and npm’s own id when there is none', () => {
    expect(advisoryId(advisory())).toBe('GHSA-8cj5-5rvv-wf4v');
    expect(advisoryId(advisory({ url: '' }))).toBe('1104663');
  });

  it('refuses an allow-list entry without a reason or with a review date that is not a date', () => {
    const { reason: _, ...withoutReason } = allowed('2027-03-01');
    expect(() => parseAllowlist(JSON.stringify({ advisories: [withoutReason] }))).toThrow(
      'advisories[0]: "reason" must be a non-empty string',
    );
    expect(() => parseAllowlist(JSON.stringify({ advisories: [allowed('next spring')] }))).toThrow(
      '"review_by" must be a date like 2027-01-31',
    );
  });

  it('reads the repository’s own allow-list', () => {
    const text = readFileSync(join(import.meta.dirname, '..', 'audit-allowlist.json'), 'utf8');
    expect(Array.isArray(parseAllowlist(text))).toBe(true);
  });
});
