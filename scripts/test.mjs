// `npm test`: installs what is missing, then runs every suite — lint, typecheck, Vitest (contract,
// server API on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, web units), the production
// build with its bundle-size check, and Playwright in Chromium — and ends with one line
// `N passed, N failed` adding every suite up (lint, typecheck and build count as one check each).
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

console.log('\n── lint ──');
check('lint', run(bin('eslint'), ['.', '--max-warnings=0']) === 0);

console.log('\n── typecheck ──');
check('typecheck', run('npm', ['run', 'typecheck', '--silent']) === 0);

console.log('\n── vitest (contract, server, web) ──');
const vitestJson = path.join(tmp, 'vitest.json');
const vCode = run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
if (fs.existsSync(vitestJson)) {
  const r = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
  passed += r.numPassedTests;
  // A file that fails to load, or fails outside its tests (a hook: set-up or teardown), has no
  // failed test to count: count the file itself.
  const brokenFiles = r.testResults.filter((f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed')).length;
  const counted = r.numFailedTests + brokenFiles;
  // Whatever else makes Vitest fail (an unhandled error between tests) is one failure more.
  const vitestFailed = counted + (vCode !== 0 && counted === 0 ? 1 : 0);
  failed += vitestFailed;
  lines.push(`${vCode === 0 ? '✓' : '✖'} vitest: ${r.numPassedTests} passed, ${vitestFailed} failed`);
} else {
  check('vitest (no report written)', false);
}

console.log('\n── build (web + server, bundle-size check) ──');
let built = true;
try {
  ensureBuild({ force: true });
} catch {
  built = false;
}
check('build + login bundle size', built);

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
    const s = JSON.parse(fs.readFileSync(pwJson, 'utf8')).stats;
    passed += s.expected + s.flaky;
    failed += s.unexpected;
    const setupFailed = pCode !== 0 && s.unexpected === 0 ? 1 : 0;
    failed += setupFailed;
    lines.push(`${pCode === 0 ? '✓' : '✖'} playwright: ${s.expected + s.flaky} passed, ${s.unexpected + setupFailed} failed`);
  } else {
    check('playwright (no report written)', false);
  }
}

fs.rmSync(tmp, { recursive: true, force: true });
console.log(`\n${lines.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
