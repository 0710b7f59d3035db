import { z } from 'zod';
import * as contract from '../index';
import { ACCESS_LEVELS, type TAccess, type TEndpoint } from '../endpoints/define';
import { errorCodesOf } from '../endpoints/error-codes';
import { ENDPOINTS } from '../endpoints/index';
import { API_SECTIONS } from '../endpoints/sections';
import { ERROR_HTTP_STATUS, ERROR_MESSAGES_ID, type TErrorCode } from '../errors';
import { API_PREFIX, RATE_LIMITS } from '../limits';
import { ACCESS_WORDS, API_TITLE, API_DESCRIPTION, rolesWords } from './words';

type Json = Record<string, unknown>;

/** The names of the contract's schemas (`ZInvoice` → `Invoice`), which become OpenAPI components. */
function namedSchemas(): Map<z.ZodType, string> {
  const named = new Map<z.ZodType, string>();
  for (const [name, value] of Object.entries(contract)) {
    if (/^Z[A-Z]\w*$/.test(name) && value instanceof z.ZodType && !named.has(value)) named.set(value, name.slice(1));
  }
  return named;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const sectionTitle = (ep: TEndpoint) => API_SECTIONS[ep.section].title;
export const operationIdOf = (path: string) =>
  path.replace(/\.php$|\.json$/, '').replace(/[^A-Za-z0-9]+(.)/g, (_, c: string) => c.toUpperCase());

/** The access rule in words: who may call, and what else must hold. */
export const whoOf = (ep: TEndpoint): string => {
  const roles = ep.access === 'admin' ? rolesWords(ep.roles) : null;
  const label = `${ep.access === 'optional' ? 'public' : ep.access}${roles ? ` (${roles})` : ''}`;
  return ep.who ? `${label}${ep.who.startsWith('(') ? ' ' : ', '}${ep.who}` : label;
};

/**
 * The OpenAPI 3.1 document of every endpoint (docs/decisions/093), made from the endpoint objects:
 * paths, parameters, bodies, the success envelope around each answer's schema, every error code
 * by status, the access rule (`x-access`) and the rate limits. `GET /backend/api/openapi.json`
 * serves it and docs/api.md is written from the same objects.
 */
export function buildOpenApi(opts: { version: string }): Json {
  const named = namedSchemas();
  const inputs = new Set<z.ZodType>();
  for (const ep of Object.values(ENDPOINTS) as TEndpoint[]) for (const s of [ep.body, ep.query]) if (s) inputs.add(s);

  // Answers (and the schemas nested in them) as components, read as the server writes them.
  const outReg = z.registry<{ id: string }>();
  for (const [schema, name] of named) if (!inputs.has(schema)) outReg.add(schema, { id: name });
  const inReg = z.registry<{ id: string }>();
  for (const schema of inputs) inReg.add(schema, { id: named.get(schema) ?? 'Input' });
  const uri = (id: string) => `#/components/schemas/${id}`;
  const common = { target: 'draft-2020-12' as const, unrepresentable: 'any' as const, uri };
  const outSchemas = (z.toJSONSchema(outReg, { ...common, io: 'output' }) as { schemas: Record<string, Json> }).schemas;
  const inSchemas = (z.toJSONSchema(inReg, { ...common, io: 'input' }) as { schemas: Record<string, Json> }).schemas;
  const schemas: Record<string, Json> = {};
  for (const [k, v] of Object.entries({ ...outSchemas, ...inSchemas })) {
    const { $schema: _s, $id: _i, ...rest } = v;
    schemas[k] = rest;
  }
  schemas.ErrorEnvelope = {
    type: 'object',
    required: ['status', 'message', 'code'],
    properties: {
      status: { const: 'error' },
      message: { type: 'string', description: 'Indonesian; the web app shows its own text for the `code`.' },
      ...MESSAGE_KEY_PROPERTIES,
      code: { type: 'string', enum: Object.keys(ERROR_HTTP_STATUS) },
      errors: {
        type: 'object',
        additionalProperties: { type: 'array', items: { type: 'string' } },
        description: 'Field messages (422).',
      },
      data: { description: 'Details some errors carry (e.g. `attempts_left`, `missing_documents`).' },
    },
  };

  const paths: Record<string, Json> = {};
  for (const [path, ep] of Object.entries(ENDPOINTS) as [string, TEndpoint][]) {
    const op: Json = {
      operationId: operationIdOf(path),
      summary: ep.summary,
      description: [
        `**Who:** ${whoOf(ep)}.`,
        ep.takes && `**Takes:** ${ep.takes}`,
        ep.answers && `**Answers:** ${ep.answers}`,
      ]
        .filter(Boolean)
        .join('\n\n'),
      tags: [sectionTitle(ep)],
      'x-access': ep.access,
      ...(ep.access === 'admin' && { 'x-roles': ep.roles === 'any' ? 'any' : ['super_admin', ...(ep.roles ?? [])] }),
      ...(ep.fourEyes && { 'x-four-eyes': ep.fourEyes }),
      ...(ep.rateLimits?.length && {
        'x-rate-limits': Object.fromEntries(ep.rateLimits.map((r) => [r, RATE_LIMITS[r]])),
      }),
      security: securityOf(ep),
    };
    if (ep.query) op.parameters = parametersOf(inSchemas[named.get(ep.query) ?? 'Input']);
    if (ep.etag) op.parameters = [...((op.parameters as Json[] | undefined) ?? []), IF_NONE_MATCH];
    if (ep.body) op.requestBody = requestBodyOf(ep, ref(named.get(ep.body) ?? 'Input'));
    op.responses = responsesOf(ep, named);
    paths[`${API_PREFIX}/${path}`] = { [ep.method.toLowerCase()]: op };
  }

  return {
    openapi: '3.1.0',
    info: { title: API_TITLE, version: opts.version, description: API_DESCRIPTION },
    servers: [{ url: '/' }],
    tags: Object.values(API_SECTIONS).map((s) => ({ name: s.title, ...('intro' in s && { description: s.intro }) })),
    paths,
    components: {
      schemas,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'bski_session',
          description: 'The session cookie `auth/login.php` sets (HttpOnly; `__Host-bski_session` over https).',
        },
        csrf: {
          type: 'apiKey',
          in: 'header',
          name: 'X-CSRF-Token',
          description:
            'The token of `auth/csrf-token.php`, in this header or in the body field `csrf_token` (both equal when both are sent).',
        },
      },
    },
    'x-access-levels': Object.fromEntries(ACCESS_LEVELS.map((a: TAccess) => [a, ACCESS_WORDS[a]])),
  };
}

function securityOf(ep: TEndpoint): Json[] {
  const csrf = ep.csrf ?? ep.method !== 'GET';
  const session = ep.access !== 'public' && ep.access !== 'optional';
  const req: Json = { ...(session && { session: [] }), ...(csrf && { csrf: [] }) };
  // An optional session: the call works without one too.
  return ep.access === 'optional' ? [req, ...(csrf ? [{ csrf: [] }] : [{}])] : [req];
}

function parametersOf(schema: Json | undefined): Json[] {
  const props = (schema?.properties ?? {}) as Record<string, Json>;
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, s]) => ({
    name,
    in: 'query',
    required: required.has(name) && s.default === undefined,
    schema: s,
  }));
}

function requestBodyOf(ep: TEndpoint, schema: Json): Json {
  if (!ep.upload) return { required: true, content: { 'application/json': { schema } } };
  const file = {
    type: 'string',
    contentMediaType: 'application/octet-stream',
    description: `${ep.upload.types ? ep.upload.types.join(' or ') : 'PDF, JPG or PNG, recognised by content'}; at most ${ep.upload.maxBytes} bytes.`,
  };
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          allOf: [schema, { type: 'object', required: [ep.upload.field], properties: { [ep.upload.field]: file } }],
        },
      },
    },
  };
}

/** The optional key of a specific `message` and its placeholders' values (both envelopes; docs/decisions/097). */
const MESSAGE_KEY_PROPERTIES = {
  message_key: {
    type: 'string',
    description:
      'When `message` says more than the code: its key in the texts catalogue, for a text in another language.',
  },
  message_params: {
    type: 'object',
    additionalProperties: { type: ['string', 'number'] },
    description: 'The values of the placeholders of `message_key` (`status`: a status value; `date`: `YYYY-MM-DD`).',
  },
} as const;

/** The request header of an endpoint with `etag` (docs/business-rules.md#polled-calls). */
const IF_NONE_MATCH: Json = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'The `ETag` of the answer the caller holds; 304 with no body when it is still current.',
  schema: { type: 'string' },
};

function responsesOf(ep: TEndpoint, named: Map<z.ZodType, string>): Json {
  const ok = String(ep.status ?? 200);
  const success = ep.file
    ? {
        description: 'The file.',
        content: Object.fromEntries(ep.file.types.map((t) => [t, { schema: { type: 'string', contentMediaType: t } }])),
      }
    : {
        description: 'Success, in the envelope.',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['status', 'message', 'data'],
              properties: {
                status: { const: 'success' },
                message: { type: 'string' },
                ...MESSAGE_KEY_PROPERTIES,
                data: ep.response ? ref(named.get(ep.response) ?? 'Unknown') : { type: 'null' },
              },
            },
          },
        },
      };
  // A file that may be made in the background instead: the 202 envelope (docs/decisions/103).
  const accepted = ep.accepted
    ? {
        '202': {
          description: 'Too large to answer at once: started in the background, in the envelope.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['status', 'message', 'data'],
                properties: {
                  status: { const: 'success' },
                  message: { type: 'string' },
                  ...MESSAGE_KEY_PROPERTIES,
                  data: ref(named.get(ep.accepted) ?? 'Unknown'),
                },
              },
            },
          },
        },
      }
    : {};
  const byStatus = new Map<number, TErrorCode[]>();
  for (const code of errorCodesOf(ep))
    byStatus.set(ERROR_HTTP_STATUS[code], [...(byStatus.get(ERROR_HTTP_STATUS[code]) ?? []), code]);
  const errors = Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      String(status),
      {
        description: codes.map((c) => `\`${c}\` (${ERROR_MESSAGES_ID[c]})`).join('; '),
        ...(status === 429 && {
          headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait.' } },
        }),
        content: {
          'application/json': { schema: { allOf: [ref('ErrorEnvelope'), { properties: { code: { enum: codes } } }] } },
        },
      },
    ]),
  );
  const etag = { ETag: { schema: { type: 'string' }, description: 'A validator of this answer (weak: `W/"…"`).' } };
  return {
    // A four-eyes action answers 200 when it acts at once and 202 while it waits (docs/decisions/101).
    ...(ep.fourEyes && { '200': success }),
    [ok]: ep.etag ? { ...success, headers: etag } : success,
    ...(ep.etag && { '304': { description: 'Not modified: the answer named by `If-None-Match` is still current.' } }),
    ...accepted,
    ...errors,
  };
}
