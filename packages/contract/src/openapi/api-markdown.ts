import { ACCESS_LEVELS, type TEndpoint } from '../endpoints/define';
import { ENDPOINTS } from '../endpoints/index';
import { API_SECTIONS, type TApiSection } from '../endpoints/sections';
import { ACCESS_WORDS } from './words';
import { whoOf } from './build-openapi';

const cell = (text: string | undefined) => (text ? text.replace(/\|/g, '\\|').replace(/\n/g, ' ') : '—');

const PREAMBLE = `# API endpoints

<!-- Generated from packages/contract/src/endpoints/*.ts by \`npm run docs:api\`; a test fails when it is stale. Edit the endpoints, not this file. -->

Every endpoint of PORTAL BSKI. Paths are relative to \`/backend/api/\`; each endpoint is defined once, as
an object in \`packages/contract/src/endpoints/\` ([decision 093](decisions/093-endpoints-as-objects.md)),
with its request and response schemas from \`packages/contract/src/<area>/\`. The same objects make the
OpenAPI 3.1 document at \`GET /backend/api/openapi.json\`, rendered for people at \`/api-docs\`: it adds
every schema and every error code by status. The rules behind them are in
[\`docs/business-rules.md\`](business-rules.md); cite those sections, not this list.

## Conventions

- **Envelope, error codes, field names, lists, exports:** [Wire contract](business-rules.md#wire-contract).
- **Who:**

| value | meaning |
|---|---|
${ACCESS_LEVELS.filter((a) => a !== 'optional')
  .map((a) => `| ${a} | ${ACCESS_WORDS[a]} |`)
  .join('\n')}
| owner | the object belongs to the caller's account or company; another's answers 404 \`NOT_FOUND\` |
| admin (roles) | the administrator roles that may call it: \`any role\`, or the roles named (a \`super_admin\` may call every admin endpoint); else 403 \`ROLE_REQUIRED\` ([Admin roles](business-rules.md#admin-roles)) |

- **Gate:** every route checks access (and an admin endpoint's roles), then CSRF (every method but GET), then validates the body
  and query against its contract schema (422 on failure; an unknown body field too), then runs.
- **CSRF:** every POST/DELETE carries the token in \`X-CSRF-Token\` or \`csrf_token\`; one valid copy
  suffices, two copies must be equal ([CSRF](business-rules.md#csrf)). The columns below leave
  \`csrf_token\` out. The one exception is marked "no CSRF".
- **List params:** \`page\`, \`per_page\`, \`q\`, \`status\`, \`sort\` ([Lists](business-rules.md#lists));
  answer \`{ items, page, per_page, total }\`.
- **Errors:** each row names the cases particular to it; the OpenAPI document lists every code a call
  can answer, those its access, CSRF, input and rate limits imply included.
`;

/** docs/api.md, written from the endpoint objects (docs/decisions/093). */
export function renderApiMarkdown(): string {
  const bySection = new Map<TApiSection, [string, TEndpoint][]>();
  for (const [path, ep] of Object.entries(ENDPOINTS) as [string, TEndpoint][])
    bySection.set(ep.section, [...(bySection.get(ep.section) ?? []), [path, ep]]);
  const parts = [PREAMBLE];
  for (const [key, section] of Object.entries(API_SECTIONS) as [TApiSection, (typeof API_SECTIONS)[TApiSection]][]) {
    const rows = bySection.get(key) ?? [];
    const level = 'level' in section ? section.level : 2;
    parts.push(`${'#'.repeat(level)} ${section.title}\n`);
    if ('intro' in section) parts.push(`${section.intro}\n`);
    if (rows.length) {
      parts.push(
        [
          '| method | path | who | takes | answers `data` |',
          '|---|---|---|---|---|',
          ...rows.map(
            ([path, ep]) =>
              `| ${ep.method} | \`${path}\` | ${cell(whoOf(ep))} | ${cell(ep.takes)} | ${cell(answersOf(ep))} |`,
          ),
        ].join('\n') + '\n',
      );
    }
    if ('outro' in section) parts.push(`${section.outro}\n`);
  }
  return parts.join('\n');
}

/** The answer in words; a limited call says which limits count it. */
function answersOf(ep: TEndpoint): string {
  const limits = ep.rateLimits?.length ? ` (rate limits: ${ep.rateLimits.map((r) => `\`${r}\``).join(', ')})` : '';
  const later = ep.accepted
    ? '; every row of the filter, and over 10,000 rows 202 `{ export_id, row_count, status_url }` instead: made in the background ([Exports](business-rules.md#exports))'
    : '';
  return `${ep.answers ?? ''}${later}${limits}`;
}
