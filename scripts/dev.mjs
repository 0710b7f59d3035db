// `npm run dev`: API on :8080 (tsx watch, restarts on change) + Vite on :5173 with /backend/api proxied.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { checkNode, ensureDependencies, root } from './lib.mjs';

checkNode();
ensureDependencies();
const bin = (n) => path.join(root, 'node_modules', '.bin', n);
const procs = [
  spawn(bin('tsx'), ['watch', 'apps/server/src/server.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(bin('vite'), ['apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.exitCode === null && p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) => p.on('exit', stop));
