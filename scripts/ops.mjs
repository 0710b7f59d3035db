// `npm run storage:migrate -- --from <store> --to <store>`, `npm run backup -- <dir>`,
// `npm run restore -- <dir>`, `npm run admin:reset-mfa -- <email>`, `npm run audit:verify`: the
// operations commands (docs/decisions/098, 099 for the last two) (docs/running-in-production.md,
// docs/decisions/100), built first like `npm start`. The work is done by the server bundle's
// ops entry, with the same configuration (DATABASE_URL or DATA_DIR, STORAGE_URL) as the server.
import { checkNode, ensureBuild, ensureDependencies, run } from './lib.mjs';

checkNode();
ensureDependencies();
ensureBuild();
process.exit(run(process.execPath, ['apps/server/dist/ops.mjs', ...process.argv.slice(2)]));
