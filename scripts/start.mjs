// `npm start`: installs what is missing, builds, then runs the portal (migrations and the first
// admin happen inside the server on start; a second start keeps all data).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { checkNode, ensureBuild, ensureDependencies, root } from './lib.mjs';

checkNode();
ensureDependencies();
ensureBuild();

const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
