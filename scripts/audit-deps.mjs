// `npm run audit:deps` (a step of `npm test`): `npm audit` of the packages a deployment installs (--omit=dev). It
// fails on a high or critical advisory that has a fix and is not in audit-allowlist.json (or whose entry is past
// its review date); advisories without a fix are listed and let pass. docs/DEPENDENCIES.md says why and how.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BLOCKING_SEVERITIES = new Set(['high', 'critical']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The advisory's GHSA id, read from its address; npm's numeric source id when the address has none. */
export function advisoryId(via) {
  const ghsa = /GHSA(-[0-9a-z]{4}){3}/i.exec(via.url ?? '');
  return ghsa ? ghsa[0] : String(via.source);
}

/**
 * The allow-list's entries, checked: each names an advisory (`id`, GHSA-…), the `package`, a `reason` and a
 * `review_by` date after which it blocks again. Throws on a malformed entry, so a typo never lets one pass.
 */
export function parseAllowlist(text) {
  const parsed = JSON.parse(text);
  if (!Array.isArray(parsed?.advisories)) throw new Error('audit-allowlist.json: "advisories" must be a list');
  return parsed.advisories.map((entry, index) => {
    const where = `audit-allowlist.json advisories[${index}]`;
    for (const field of ['id', 'package', 'reason', 'review_by']) {
      if (typeof entry?.[field] !== 'string' || entry[field].trim() === '') {
        throw new Error(`${where}: "${field}" must be a non-empty string`);
      }
    }
    if (!ISO_DATE.test(entry.review_by)) throw new Error(`${where}: "review_by" must be a date like 2027-01-31`);
    return { id: entry.id, package: entry.package, reason: entry.reason, review_by: entry.review_by };
  });
}

/**
 * The verdict on the JSON of `npm audit --json` (npm 7 and later), pure, for `today` as YYYY-MM-DD.
 * - `unavailable`: no report (the registry's audit endpoint could not be reached or refused), with npm's reason.
 * - `fail`: a high or critical advisory with a fix available that is not allow-listed, or allow-listed past review_by.
 * - `pass`: otherwise. Advisories without a fix, allowed ones and allow-list entries no longer reported are listed.
 */
export function judgeAudit(report, allowlist, today) {
  if (report === null || typeof report !== 'object' || typeof report.vulnerabilities !== 'object') {
    const reason = report?.error?.summary || report?.message || 'npm audit printed no report';
    return { status: 'unavailable', reason, blocking: [], expired: [], allowed: [], unfixable: [], unused: [] };
  }
  const findings = new Map();
  for (const [name, vulnerability] of Object.entries(report.vulnerabilities)) {
    for (const via of vulnerability.via ?? []) {
      // A string names the dependency the advisory came through; the advisory itself is listed under that package.
      if (typeof via !== 'object' || !BLOCKING_SEVERITIES.has(via.severity)) continue;
      const finding = {
        id: advisoryId(via),
        package: via.name ?? name,
        severity: via.severity,
        title: via.title ?? '',
        url: via.url ?? '',
        range: via.range ?? '',
        // Unless npm says there is none, a fix is assumed: an unclear report blocks rather than passes.
        fixAvailable: vulnerability.fixAvailable !== false,
      };
      findings.set(`${finding.id} ${finding.package}`, finding);
    }
  }
  const verdict = { blocking: [], expired: [], allowed: [], unfixable: [] };
  const used = new Set();
  for (const finding of findings.values()) {
    const entry = allowlist.find((item) => item.id === finding.id && item.package === finding.package);
    if (entry) used.add(entry);
    if (entry && entry.review_by < today) verdict.expired.push({ ...finding, review_by: entry.review_by });
    else if (entry) verdict.allowed.push({ ...finding, reason: entry.reason, review_by: entry.review_by });
    else if (finding.fixAvailable) verdict.blocking.push(finding);
    else verdict.unfixable.push(finding);
  }
  const status = verdict.blocking.length > 0 || verdict.expired.length > 0 ? 'fail' : 'pass';
  return { status, ...verdict, unused: allowlist.filter((entry) => !used.has(entry)) };
}

const line = (finding) =>
  `  ${finding.severity.padEnd(8)} ${finding.package} ${finding.range} — ${finding.title} (${finding.id}) ${finding.url}`;

/** What a person reads: every finding by kind, then the verdict. */
export function summarize(verdict) {
  if (verdict.status === 'unavailable') {
    return [
      `Dependency audit NOT PERFORMED: ${verdict.reason}`,
      'The registry did not answer npm audit. Nothing was checked; run `npm run audit:deps` where it answers.',
      'AUDIT_REQUIRED=1 makes this a failure (docs/DEPENDENCIES.md).',
    ].join('\n');
  }
  const out = [];
  const section = (title, items, describe) => {
    if (items.length === 0) return;
    out.push(title, ...items.map(describe));
  };
  section(
    'Blocking: high or critical, a fix is available (run `npm audit fix`, or allow-list it):',
    verdict.blocking,
    line,
  );
  section(
    'Blocking: allowed until a review date that has passed (review it again):',
    verdict.expired,
    (f) => `${line(f)} — review_by ${f.review_by}`,
  );
  section('Allowed (audit-allowlist.json):', verdict.allowed, (f) => `${line(f)} — ${f.reason} (until ${f.review_by})`);
  section('Not blocking: no fix is available yet:', verdict.unfixable, line);
  section('Allow-list entries no longer reported (remove them):', verdict.unused, (e) => `  ${e.id} ${e.package}`);
  const counted = verdict.blocking.length + verdict.expired.length;
  out.push(
    verdict.status === 'fail'
      ? `Dependency audit FAILED: ${counted} high or critical advisor${counted === 1 ? 'y' : 'ies'} to act on.`
      : 'Dependency audit passed: no high or critical advisory with a fix in production dependencies.',
  );
  return out.join('\n');
}

/** npm itself, as `npm start` finds it: the npm that runs this script, or the one on PATH. */
function runNpmAudit(root) {
  const args = ['audit', '--omit=dev', '--audit-level=high', '--json'];
  const npmCli = process.env.npm_execpath;
  const options = { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 };
  const result = npmCli
    ? spawnSync(process.execPath, [npmCli, ...args], options)
    : spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, { ...options, shell: true });
  // npm exits non-zero both when it finds advisories and when it cannot ask; the JSON tells which.
  try {
    return JSON.parse(result.stdout);
  } catch {
    return { message: (result.stderr || result.error?.message || 'npm audit printed no JSON').trim() };
  }
}

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const allowlist = parseAllowlist(readFileSync(join(root, 'audit-allowlist.json'), 'utf8'));
  const verdict = judgeAudit(runNpmAudit(root), allowlist, new Date().toISOString().slice(0, 10));
  const summary = summarize(verdict);
  if (verdict.status === 'pass') console.log(summary);
  else console.error(summary);
  if (verdict.status === 'fail') process.exit(1);
  if (verdict.status === 'unavailable' && process.env.AUDIT_REQUIRED === '1') process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
