import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  additionalProperties?: JsonSchema | boolean;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

/** Plain values for the string formats the contract uses. */
const FORMAT: Record<string, string> = {
  email: 'pengguna@contoh.co.id',
  uuid: '00000000-0000-4000-8000-000000000001',
  'date-time': '2026-11-20T03:00:00.000Z',
  date: '2026-11-20',
  uri: 'https://portal.contoh.go.id/',
  url: 'https://portal.contoh.go.id/',
};

function sample(node: JsonSchema, defs: Record<string, JsonSchema>): unknown {
  if (node.$ref) return sample(defs[node.$ref.replace(/^#\/\$defs\//, '')] ?? {}, defs);
  if (node.const !== undefined) return node.const;
  if (node.enum) return node.enum[0];
  const branches = node.anyOf ?? node.oneOf;
  if (branches) {
    // A nullable value is null; otherwise the first branch.
    const nullable = branches.find((b) => b.type === 'null');
    return nullable ? null : sample(branches[0], defs);
  }
  if (node.allOf) return Object.assign({}, ...node.allOf.map((b) => sample(b, defs)));
  const type = Array.isArray(node.type) ? (node.type.includes('null') ? 'null' : node.type[0]) : node.type;
  switch (type) {
    case 'null':
      return null;
    case 'object':
      return Object.fromEntries((node.required ?? []).map((k) => [k, sample(node.properties?.[k] ?? {}, defs)]));
    case 'array':
      if (node.prefixItems) return node.prefixItems.map((i) => sample(i, defs));
      return Array.from({ length: node.minItems ?? 0 }, () => sample(node.items ?? {}, defs));
    case 'string':
      return (node.format && FORMAT[node.format]) ?? 'x'.repeat(Math.max(1, node.minLength ?? 1));
    case 'integer':
    case 'number': {
      // The lowest allowed value, except a bare integer's (zod states the safe-integer range):
      // -9007199254740991 is no plain value, and a screen computing with it fails (a percentage).
      const low = node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : undefined);
      return low === undefined || low <= Number.MIN_SAFE_INTEGER ? Math.min(1, node.maximum ?? 1) : low;
    }
    case 'boolean':
      return false;
    default:
      return null;
  }
}

type DeepPartial<T> = T extends (infer U)[] ? U[] : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> } : T;

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function merge(base: unknown, over: unknown): unknown {
  if (!isPlain(base) || !isPlain(over)) return over === undefined ? base : over;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = v === undefined ? base[k] : merge(base[k], v);
  return out;
}

/**
 * Test data made from a contract schema (docs/decisions/093): the smallest value the schema
 * accepts — required fields only, nullable ones null, empty lists — with `over` laid on top, then
 * checked by the schema itself. A field whose rule a plain value cannot meet (a pattern such as
 * `SP-` and nine digits) must be given in `over`; the error names it. So a fixture can never hold
 * what the real server could not send.
 */
export function fake<S extends z.ZodType>(
  schema: S,
  over: DeepPartial<z.output<S>> = {} as DeepPartial<z.output<S>>,
): z.output<S> {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  const value = merge(sample(json, json.$defs ?? {}), over);
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const why = parsed.error.issues.map((i) => `${i.path.join('.') || '(value)'}: ${i.message}`).join('; ');
    throw new Error(`fake(): give these fields in the overrides: ${why}`);
  }
  return value as z.output<S>;
}
