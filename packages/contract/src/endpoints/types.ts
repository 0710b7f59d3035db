import type { z } from 'zod';
import { API_PREFIX } from '../limits';
import type { THttpMethod } from './define';
import type { ENDPOINTS } from './index';

/**
 * Types derived from the endpoint objects, and the one path helper. Zod-free at run time (every
 * import above but `API_PREFIX` is a type), so the web app's first chunk can use them.
 */
export type TEndpoints = typeof ENDPOINTS;
/** An endpoint's key: its path under /backend/api/ (`auth/login.php`). */
export type TEndpointPath = keyof TEndpoints & string;
/** The keys of the endpoints called with `M`. */
export type TPathOf<M extends THttpMethod> = {
  [P in TEndpointPath]: TEndpoints[P]['method'] extends M ? P : never;
}[TEndpointPath];

type SchemaAt<P extends TEndpointPath, K extends 'body' | 'query' | 'response'> = TEndpoints[P] extends {
  [k in K]: infer S extends z.ZodType;
}
  ? S
  : never;

/** The JSON (or multipart text) body a caller sends, without the CSRF token the client adds. */
export type TBodyOf<P extends TEndpointPath> = [SchemaAt<P, 'body'>] extends [never]
  ? Record<string, never>
  : Omit<z.input<SchemaAt<P, 'body'>>, 'csrf_token'>;
/**
 * The query a caller sends: the schema's keys, each a plain value (the server coerces and checks
 * them; an empty or missing value is left out of the URL).
 */
export type TQueryOf<P extends TEndpointPath> = [SchemaAt<P, 'query'>] extends [never]
  ? Record<string, never>
  : { [K in keyof z.input<SchemaAt<P, 'query'>>]?: string | number | boolean | null };
/** The envelope's `data` of a success. */
export type TDataOf<P extends TEndpointPath> = [SchemaAt<P, 'response'>] extends [never]
  ? never
  : z.output<SchemaAt<P, 'response'>>;

/** The full path of an endpoint (`/backend/api/auth/login.php`); a key that is no endpoint does not compile. */
export const apiPath = <P extends TEndpointPath>(path: P): `${typeof API_PREFIX}/${P}` => `${API_PREFIX}/${path}`;
