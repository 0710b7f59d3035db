// `npm run lint` (and npm test's lint step): no import cycle between files, and none between the
// server's modules or the web app's features (docs/decisions/095). Type-only imports and dynamic
// `import()` are left out: neither runs at load time.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['apps/server/src', 'apps/server/test', 'apps/web/src', 'packages/contract/src', 'e2e'];
const SKIP = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);
const EXT = ['.ts', '.tsx', '.mjs', '.js'];

function* walk(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(e.name)) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* walk(p);
    else if (EXT.some((x) => e.name.endsWith(x)) && !e.name.endsWith('.d.ts')) yield p;
  }
}

const contractExports = JSON.parse(fs.readFileSync(path.join(root, 'packages/contract/package.json'), 'utf8')).exports;

function resolveFile(base) {
  for (const candidate of [base, ...EXT.map((x) => base + x), ...EXT.map((x) => path.join(base, `index${x}`))]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function resolve(spec, from) {
  if (spec.startsWith('.')) return resolveFile(path.resolve(path.dirname(from), spec));
  if (spec.startsWith('@/')) return resolveFile(path.join(root, 'apps/web/src', spec.slice(2)));
  if (spec === '@portal/contract' || spec.startsWith('@portal/contract/')) {
    const sub = spec === '@portal/contract' ? '.' : `./${spec.slice('@portal/contract/'.length)}`;
    const target = contractExports[sub];
    return target ? path.join(root, 'packages/contract', target) : null;
  }
  return null; // a package: not ours
}

/** The specifiers a file imports at load time. */
function importsOf(text) {
  const out = [];
  const re =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'"]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
  for (const m of text.matchAll(re)) {
    if (m[5]) {
      out.push(m[5]);
      continue;
    }
    if (m[2]) continue; // import type / export type
    const clause = m[3];
    const named = clause.match(/^\{([^}]*)\}$/);
    if (named && named[1].split(',').every((n) => !n.trim() || n.trim().startsWith('type '))) continue;
    out.push(m[4]);
  }
  return out;
}

const files = SOURCES.flatMap((s) => (fs.existsSync(path.join(root, s)) ? [...walk(path.join(root, s))] : []));
const graph = new Map(files.map((f) => [f, new Set()]));
for (const f of files) {
  for (const spec of importsOf(fs.readFileSync(f, 'utf8'))) {
    const target = resolve(spec, f);
    if (target && graph.has(target) && target !== f) graph.get(f).add(target);
  }
}

/** Tarjan's strongly connected components: each with more than one member is a cycle. */
function cycles(nodes, edgesOf) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const found = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of edgesOf(v)) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1) found.push(scc.sort());
    }
  };
  for (const n of nodes) if (!idx.has(n)) visit(n);
  return found;
}

const rel = (f) => path.relative(root, f);
const problems = [];
for (const scc of cycles([...graph.keys()], (f) => graph.get(f)))
  problems.push(`import cycle between files: ${scc.map(rel).join(' ↔ ')}`);

// Units: a server module, a web feature. An edge is any load-time import from one unit into another.
const UNITS = [
  { name: 'server module', dir: path.join(root, 'apps/server/src/modules') },
  { name: 'web feature', dir: path.join(root, 'apps/web/src/features') },
];
for (const unit of UNITS) {
  const unitOf = (f) => (f.startsWith(unit.dir + path.sep) ? path.relative(unit.dir, f).split(path.sep)[0] : null);
  const edges = new Map();
  for (const [f, targets] of graph) {
    const a = unitOf(f);
    if (!a || !f.slice(unit.dir.length + 1).includes(path.sep) || /\.test\.|testing|test-utils/.test(f)) continue;
    for (const t of targets) {
      const b = unitOf(t);
      if (b && b !== a && t.slice(unit.dir.length + 1).includes(path.sep)) {
        if (!edges.has(a)) edges.set(a, new Set());
        edges.get(a).add(b);
      }
    }
  }
  for (const scc of cycles([...edges.keys()], (u) => edges.get(u) ?? []))
    problems.push(`${unit.name}s depend on each other in a cycle: ${scc.join(' ↔ ')}`);
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} import cycle(s). Move what both sides need to the module that owns it, or invert the dependency.`,
  );
  process.exit(1);
}
console.log(`no import cycles (${graph.size} files)`);
