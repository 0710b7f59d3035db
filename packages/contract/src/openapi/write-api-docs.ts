// `npm run docs:api`: writes docs/api.md from the endpoint objects (docs/decisions/093).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderApiMarkdown } from './api-markdown';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/api.md');
fs.writeFileSync(target, renderApiMarkdown());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
