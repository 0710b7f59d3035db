import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build, type BuildOptions } from 'esbuild';

/**
 * The built server starts a PDF worker from the bundle beside it (docs/decisions/053, 070). This
 * bundles `moduleEntry` (a module's pdf/index.ts, standing in for dist/server.mjs) and every PDF
 * worker with the build's own options, laid out exactly as build.mjs lays them, then runs
 * `script` (an ES module that imports `SERVER_MJS`) with plain Node in a child process, where no
 * TypeScript loader can help. Answers the script's stdout.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type TBuildOptions = {
  bundleOptions: (entry: string, outfile: string) => BuildOptions;
  PDF_WORKERS: { entry: string; bundle: string }[];
};

export async function runThroughBundles(moduleEntry: string, script: (serverMjs: string) => string): Promise<string> {
  const out = path.join(
    serverRoot,
    '../../node_modules/.cache',
    `pdf-worker-bundle-${process.pid}-${path.basename(path.dirname(path.dirname(moduleEntry)))}`,
  );
  try {
    const opts = (await import(pathToFileURL(path.join(serverRoot, 'build-options.mjs')).href)) as TBuildOptions;
    await build({ ...opts.bundleOptions(moduleEntry, path.join(out, 'server.mjs')), sourcemap: false });
    for (const w of opts.PDF_WORKERS)
      await build({
        ...opts.bundleOptions(path.join(serverRoot, w.entry), path.join(out, w.bundle)),
        sourcemap: false,
      });
    fs.writeFileSync(path.join(out, 'run.mjs'), script(pathToFileURL(path.join(out, 'server.mjs')).href));
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(out, 'run.mjs')], {
      cwd: serverRoot,
      timeout: 20_000,
    });
    return stdout;
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}
