import type { Random } from './random';

/**
 * Hostile inputs (docs/decisions/018): what a field, a query parameter or a whole body may be
 * replaced with. `undefined` as a field value means "the field left out".
 */
export function hostileFieldValues(rnd: Random): unknown[] {
  let deep: unknown = 'bottom';
  for (let i = 0; i < 200; i++) deep = [deep];
  return [
    undefined,
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -0.000001,
    2147483648,
    -2147483649,
    2 ** 53 + 2,
    1e308,
    '',
    '   ',
    'a\u0000b',
    '\u0000',
    'x'.repeat(5_000),
    'ÿ'.repeat(70_000),
    '\u202eRTL\ud800',
    "' OR 1=1 --",
    '%_\\',
    '<script>alert(1)</script>',
    '2025-02-30',
    '../../etc/passwd',
    '1e3',
    '-0',
    rnd.text(24),
    [],
    ['a', 'b'],
    {},
    { toString: 'x', constructor: 'y' },
    deep,
  ];
}

/** Keys named after Object members, added beside the valid fields. */
export const PROTOTYPE_KEYS = [
  'toString',
  'constructor',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
  'isPrototypeOf',
];

export interface RawBody {
  name: string;
  contentType?: string;
  payload?: string | Buffer;
}

/** Whole bodies that are not what any route expects. */
export function hostileBodies(): RawBody[] {
  const deepJson = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
  return [
    { name: 'no body' },
    { name: 'empty JSON body', contentType: 'application/json', payload: '' },
    { name: 'invalid JSON', contentType: 'application/json', payload: '{"email":' },
    { name: 'JSON null', contentType: 'application/json', payload: 'null' },
    { name: 'JSON array', contentType: 'application/json', payload: '[{"csrf_token":"x"}]' },
    { name: 'JSON string', contentType: 'application/json', payload: '"text"' },
    { name: 'JSON number', contentType: 'application/json', payload: '12345678901234567890' },
    { name: '__proto__ key', contentType: 'application/json', payload: '{"__proto__":{"role":"admin"}}' },
    {
      name: 'constructor.prototype',
      contentType: 'application/json',
      payload: '{"constructor":{"prototype":{"role":"admin"}}}',
    },
    { name: 'deep nesting', contentType: 'application/json', payload: deepJson },
    { name: 'duplicate keys', contentType: 'application/json', payload: '{"email":"a@b.co","email":["x"]}' },
    { name: 'BOM before JSON', contentType: 'application/json', payload: '\ufeff{}' },
    {
      name: 'invalid UTF-8',
      contentType: 'application/json',
      payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    },
    { name: 'UTF-16 charset', contentType: 'application/json; charset=utf-16', payload: '{}' },
    {
      name: 'over the body limit',
      contentType: 'application/json',
      payload: JSON.stringify({ x: 'y'.repeat(300_000) }),
    },
    { name: 'text/plain', contentType: 'text/plain', payload: 'hello' },
    { name: 'form-urlencoded', contentType: 'application/x-www-form-urlencoded', payload: 'email=a%40b.co&password=x' },
    { name: 'XML', contentType: 'application/xml', payload: '<?xml version="1.0"?><a>&lt;</a>' },
    { name: 'multipart without boundary', contentType: 'multipart/form-data', payload: '--x\r\n\r\n' },
    { name: 'multipart with a broken boundary', contentType: 'multipart/form-data; boundary="', payload: 'garbage' },
    {
      name: 'multipart, garbage body',
      contentType: 'multipart/form-data; boundary=abc',
      payload: 'not multipart at all',
    },
    { name: 'content type without a type', contentType: ';', payload: '{}' },
  ];
}

/** Query strings of every kind (appended to each route's URL). */
export const HOSTILE_QUERIES: string[] = [
  'page=-1',
  'page=0',
  'page=1e309',
  'page=abc',
  'page=1.5',
  'page=99999999999',
  'per_page=100000',
  'per_page=-5',
  'q=%00',
  `q=${'x'.repeat(5_000)}`,
  'q=a&q=b',
  'q[]=a',
  'q[a]=b',
  'q=%ZZ%',
  '__proto__=1',
  'constructor=1',
  'toString=1&hasOwnProperty=1',
  'constructor[prototype][role]=admin',
  'uuid=not-a-uuid',
  'uuid=%00',
  'uuid=00000000-0000-4000-8000-000000000000&uuid=x',
  'id=2147483648',
  'id=-1',
  'id=1e3',
  'company_id=abc',
  'limit=1000',
  'limit=-1',
  'mode=../x',
  'status=%00',
  'sort=%3Bdrop',
  'current=maybe',
  'document_type=..%2F..%2Fx',
  `${'a'.repeat(50)}=${'b'.repeat(10_000)}`,
];

/** Values a single query parameter is set to, URL-encoded. */
export const HOSTILE_QUERY_VALUES = [
  '',
  '%00',
  '-1',
  '0',
  '2147483648',
  '1e309',
  'abc',
  '1.5',
  '%20',
  'x'.repeat(1_000),
  'null',
  '%E2%80%AE%F0%9F%98%80',
];

/** Header sets (with the role's own cookies unless the set replaces them). */
export const HOSTILE_HEADERS: { name: string; headers: Record<string, string | string[]>; replaceCookies?: boolean }[] =
  [
    { name: 'forged session cookie', headers: { cookie: `bski_session=${'x'.repeat(64)}` }, replaceCookies: true },
    {
      name: 'oversized session cookie',
      headers: { cookie: `bski_session=${'x'.repeat(8_000)}` },
      replaceCookies: true,
    },
    {
      name: 'malformed cookie header',
      headers: { cookie: '%%%;;;==; bski_session=%00; bski_csrf="' },
      replaceCookies: true,
    },
    { name: 'wrong CSRF header', headers: { 'x-csrf-token': 'a.b.c' } },
    { name: 'huge CSRF header', headers: { 'x-csrf-token': '.'.repeat(6_000) } },
    { name: 'two CSRF headers', headers: { 'x-csrf-token': ['a.b', 'c.d'] } },
    {
      name: 'odd Accept-Language',
      headers: { 'accept-language': 'xx-YY;q=abc, *;q=-1, en;q=2, ' + 'z'.repeat(1_000) },
    },
    {
      name: 'forged X-Forwarded-For',
      headers: { 'x-forwarded-for': '1.2.3.4, <script>, ::ffff:999.1.1.1, ' + '9'.repeat(500) },
    },
    { name: 'odd Accept', headers: { accept: 'application/xml;q=1, */*;q=0' } },
    { name: 'long User-Agent', headers: { 'user-agent': 'u'.repeat(10_000) } },
    {
      name: 'Range and conditional headers',
      headers: { range: 'bytes=-5-1', 'if-none-match': '*', 'if-modified-since': 'yesterday' },
    },
  ];
