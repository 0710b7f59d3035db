// The operator's commands (`npm run admin:reset-mfa -- <email>`, `npm run audit:verify`): run by
// the server bundle's cli entry against the database the portal would use (DATA_DIR's embedded
// PGlite, or DATABASE_URL), built first like `npm start` (docs/decisions/098, 099).
import { checkNode, ensureBuild, ensureDependencies, run } from './lib.mjs';

checkNode();
ensureDependencies();
ensureBuild();
process.exit(run(process.execPath, ['apps/server/dist/cli.mjs', ...process.argv.slice(2)]));
