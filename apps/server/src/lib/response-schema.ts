import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { errorCodesOf, successEnvelope, type TEndpoint } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The JSON schema of a route's success envelope around its contract `data` schema. Fastify hands
 * it to fast-json-stringify, which writes the declared fields only: the contract is the allow-list
 * of what leaves the server (docs/decisions/024).
 */
export function successJsonSchema(data: z.ZodType): Record<string, unknown> {
  const { $schema: _draft, ...schema } = z.toJSONSchema(successEnvelope(data), {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
  });
  return forSerialization(schema) as Record<string, unknown>;
}

type JsonSchema = Record<string, unknown>;
const isSchema = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The schema as a serializer should read it. `additionalProperties: false` goes: writing declared
 * fields only already drops the others, and inside an `anyOf` it would make a value with an extra
 * field match no branch (a 500 instead of a dropped field). A nullable object, array or enum
 * (`anyOf: [X, null]`) becomes `X` with `null` among its types, which the serializer writes without
 * validating the value against each branch first.
 */
function forSerialization(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forSerialization);
  if (!isSchema(node)) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = forSerialization(value);
  }
  const branches = out.anyOf;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullAt = branches.findIndex((b) => isSchema(b) && b.type === 'null' && Object.keys(b).length === 1);
    const other = branches[1 - nullAt];
    if (nullAt !== -1 && isSchema(other) && typeof other.type === 'string') {
      const { anyOf: _anyOf, ...rest } = out;
      return {
        ...rest,
        ...other,
        type: [other.type, 'null'],
        ...(Array.isArray(other.enum) ? { enum: [...other.enum, null] } : {}),
      };
    }
  }
  return out;
}

/** Where a mismatch between an answer and its schema is reported (tests). */
export type ResponseProblemReporter = (problem: string) => void;

/** Paths present in `sent` that the parsed copy lost: fields the schema does not declare. */
function undeclared(sent: unknown, kept: unknown, at = 'data'): string[] {
  if (isDeepStrictEqual(sent, kept)) return [];
  if (sent && kept && typeof sent === 'object' && typeof kept === 'object') {
    return Object.keys(sent).flatMap((k) =>
      k in kept
        ? undeclared((sent as Record<string, unknown>)[k], (kept as Record<string, unknown>)[k], `${at}.${k}`)
        : [`${at}.${k}`],
    );
  }
  return [at];
}

/**
 * A serializer for tests: the answer must parse with its contract schema and lose nothing in
 * doing so (a field the schema does not declare would silently vanish in production). A mismatch
 * is reported and answers 500, so the request's own test fails too.
 */
export function checkingSerializer(data: z.ZodType, route: string, report: ResponseProblemReporter) {
  const schema = successEnvelope(data);
  return (payload: unknown): string => {
    const sent: unknown = JSON.parse(JSON.stringify(payload));
    const parsed = schema.safeParse(sent);
    let problem: string | null = null;
    if (!parsed.success)
      problem = parsed.error.issues.map((i) => `${i.path.join('.') || '(envelope)'}: ${i.message}`).join('; ');
    else {
      const lost = undeclared(sent, JSON.parse(JSON.stringify(parsed.data)), '');
      if (lost.length) problem = `fields not in the schema: ${lost.map((p) => p.slice(1)).join(', ')}`;
    }
    if (problem) {
      report(`${route}: ${problem}`);
      throw new Error(`response of ${route} does not match its contract schema: ${problem}`);
    }
    return JSON.stringify(payload);
  };
}

/**
 * A hook for tests: an error the route answers must carry one of its endpoint's error codes
 * (`errorCodesOf`: what its access, CSRF, input and limits imply, and its own `errors`), so the
 * OpenAPI document lists every code a client can meet (docs/decisions/093). A code it does not
 * list is reported; the answer itself is left as it is.
 */
export function checkingErrorCodes(ep: TEndpoint, route: string, report: ResponseProblemReporter) {
  const allowed = new Set<string>(errorCodesOf(ep));
  return async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode >= 400 && typeof payload === 'string') {
      let code: unknown;
      try {
        code = (JSON.parse(payload) as { code?: unknown }).code;
      } catch {
        code = undefined;
      }
      if (typeof code === 'string' && !allowed.has(code))
        report(`${route}: answered ${reply.statusCode} ${code}, which its endpoint does not list (errors)`);
    }
    return payload;
  };
}
