// `npm run seed -- --size 100000 [--append] [--seed N] [--demo-password …]`: demo data in the
// database the portal would use (DATA_DIR's embedded PGlite, or DATABASE_URL), built first like
// `npm start` (docs/decisions/061). The work is done by the server bundle's seed entry.
import { checkNode, ensureBuild, ensureDependencies, run } from './lib.mjs';

checkNode();
ensureDependencies();
ensureBuild();
process.exit(run(process.execPath, ['apps/server/dist/seed.mjs', ...process.argv.slice(2)]));
