// `node scripts/explain-lists.mjs <postgres url> [q]` (or BENCH_EXPLAIN=1 with the lists bench):
// prints EXPLAIN (ANALYZE, BUFFERS) of the statements the admin application and transaction lists
// are expected to send (docs/api.md rows; docs/decisions/061), on a seeded database, so the
// indexes of those lists can be checked: an Index Scan on the order with no Sort node and few
// buffers is what a page should cost; a Seq Scan or a Sort over every row is what to fix.
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const PAGE = 20;
const DEEP = (500 - 1) * PAGE;

/** The statements: the page and its count, for the first page and for page 500 with a status filter and `q`. */
export function listStatements(q) {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const prefix = `${q.toUpperCase()}%`;
  const app = `select a.id, a.code_reg, a.type, a.status, a.created_at, a.status_changed_at, c.id as company_id, c.name as company_name
    from applications a join companies c on c.id = a.company_id where a.deleted_at is null`;
  const appCount =
    'select count(*) from applications a join companies c on c.id = a.company_id where a.deleted_at is null';
  const appSearch = `and a.status = 'completed' and (a.code_reg like $1 or c.name ilike $2)`;
  const companyIds = 'any(array(select id from companies where name ilike $2))';
  const appSearchIds = `and a.status = 'completed' and (a.code_reg like $1 or a.company_id = ${companyIds})`;
  const inv = `select i.id, i.trans_id, i.status, i.total, i.issued_at, i.due_date, i.status_changed_at, c.id as company_id, c.name as company_name
    from invoices i join companies c on c.id = i.company_id where true`;
  const invCount = 'select count(*) from invoices i join companies c on c.id = i.company_id where true';
  const invSearch = `and i.status = 'paid' and (i.trans_id like $1 or c.name ilike $2)`;
  const invSearchIds = `and i.status = 'paid' and (i.trans_id like $1 or i.company_id = ${companyIds})`;
  return [
    {
      name: 'applications, first page (newest)',
      sql: `${app} order by a.created_at desc, a.id desc limit ${PAGE}`,
      params: [],
    },
    { name: 'applications, count', sql: appCount, params: [] },
    {
      name: 'applications, page 500, status + q',
      sql: `${app} ${appSearch} order by a.created_at desc, a.id desc limit ${PAGE} offset ${DEEP}`,
      params: [prefix, like],
    },
    { name: 'applications, count, status + q', sql: `${appCount} ${appSearch}`, params: [prefix, like] },
    {
      name: 'applications, waiting (submitted, oldest change first)',
      sql: `${app} and a.status = 'submitted' order by a.status_changed_at asc, a.id asc limit ${PAGE}`,
      params: [],
    },
    {
      name: 'applications, q as a code prefix',
      sql: `${app} and (a.code_reg like $1 or c.name ilike $2) order by a.created_at desc, a.id desc limit ${PAGE}`,
      params: ['SP-12%', '%SP-12%'],
    },
    // The same page written so each side of the OR can use an index: the matching companies first
    // (a few hundred of thousands), then a BitmapOr of (company_id, status, created_at) and the code prefix.
    {
      name: 'applications, page 500, status + q, company ids first',
      sql: `${app} ${appSearchIds} order by a.created_at desc, a.id desc limit ${PAGE} offset ${DEEP}`,
      params: [prefix, like],
    },
    {
      name: 'applications, count, status + q, company ids first',
      sql: `${appCount} ${appSearchIds}`,
      params: [prefix, like],
    },
    {
      name: 'transactions, first page (newest)',
      sql: `${inv} order by i.issued_at desc, i.id desc limit ${PAGE}`,
      params: [],
    },
    { name: 'transactions, count', sql: invCount, params: [] },
    {
      name: 'transactions, page 500, status + q',
      sql: `${inv} ${invSearch} order by i.issued_at desc, i.id desc limit ${PAGE} offset ${DEEP}`,
      params: [prefix, like],
    },
    { name: 'transactions, count, status + q', sql: `${invCount} ${invSearch}`, params: [prefix, like] },
    {
      name: 'transactions, page 500, status + q, company ids first',
      sql: `${inv} ${invSearchIds} order by i.issued_at desc, i.id desc limit ${PAGE} offset ${DEEP}`,
      params: [prefix, like],
    },
    {
      name: 'transactions, count, status + q, company ids first',
      sql: `${invCount} ${invSearchIds}`,
      params: [prefix, like],
    },
    {
      name: 'transactions, waiting (oldest change first)',
      sql: `${inv} and i.status = 'waiting_confirmation' order by i.status_changed_at asc, i.id asc limit ${PAGE}`,
      params: [],
    },
    {
      name: 'transactions, q as a transId prefix',
      sql: `${inv} and (i.trans_id like $1 or c.name ilike $2) order by i.issued_at desc, i.id desc limit ${PAGE}`,
      params: ['INV-2026%', '%INV-2026%'],
    },
  ];
}

/** The plans as one Markdown text. */
export async function explainLists(url, { q = 'jaya' } = {}) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const out = [`## EXPLAIN (ANALYZE, BUFFERS), q=${q}`];
  try {
    const [{ n }] = (await client.query('select count(*)::int as n from applications')).rows;
    out.push(`${n} applications`);
    for (const s of listStatements(q)) {
      const plan = await client.query(`explain (analyze, buffers) ${s.sql}`, s.params);
      out.push(`\n### ${s.name}\n\n\`\`\`\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\``);
    }
  } finally {
    await client.end();
  }
  return out.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [url, q] = process.argv.slice(2);
  if (!url) {
    console.error('usage: node scripts/explain-lists.mjs <postgres url of a seeded database> [q]');
    process.exit(2);
  }
  console.log(await explainLists(url, { q }));
}
