import type { z } from 'zod';
import type { TErrorCode } from '../errors';
import type { TRateLimitName } from '../limits';
import type { TAdminRole, TApprovalAction } from '../statuses';
import type { TApiSection } from './sections';

/**
 * Who may call an endpoint, checked on the server for every call (docs/api.md#conventions):
 * `public` anyone; `optional` anyone, the session is read when there is one; `user` any signed-in
 * account; `verified` a company whose registration an administrator approved, or an administrator;
 * `admin` administrators only.
 */
export const ACCESS_LEVELS = ['public', 'optional', 'user', 'verified', 'admin'] as const;
export type TAccess = (typeof ACCESS_LEVELS)[number];

export type THttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * One endpoint of the API, defined once (docs/decisions/093). The server registers its route from
 * it, the web app's client takes its input and answer types from it, and the OpenAPI document and
 * docs/api.md are generated from it. Its path is its key in `ENDPOINTS` (`auth/login.php` is
 * `/backend/api/auth/login.php`).
 */
export interface TEndpoint {
  method: THttpMethod;
  access: TAccess;
  /**
   * `admin` endpoints only, and required there (docs/business-rules.md#admin-roles): the roles that
   * may call it besides a super admin (`[]`: super admins only), or `'any'` for what every
   * administrator does (dashboards, lists, the audit trail). Others answer 403 `ROLE_REQUIRED`.
   */
  roles?: readonly TAdminRole[] | 'any';
  /** The section of docs/api.md and the OpenAPI tag it is listed under. */
  section: TApiSection;
  /** One line: what the call does (the OpenAPI summary). */
  summary: string;
  /** Conditions beyond `access`, as a reader needs them ("owner", "application `under_review`"). */
  who?: string;
  /** What it takes, in words (field lists, defaults, formats); the schema stays the rule. */
  takes?: string;
  /** What it answers, in words, with its particular error cases. */
  answers?: string;
  /** JSON body (POST, DELETE), or the text fields of a multipart body. */
  body?: z.ZodType;
  /** Query string (GET). */
  query?: z.ZodType;
  /** The schema of `data` in the success envelope; absent for file answers. */
  response?: z.ZodType;
  /** The success answer is a file of one of these media types, not the JSON envelope. */
  file?: { types: readonly string[] };
  /**
   * A file answer that may instead be started in the background: the JSON envelope with this
   * `data` and status 202 (an export over EXPORT_BACKGROUND_THRESHOLD rows; docs/decisions/103).
   */
  accepted?: z.ZodType;
  /** A multipart body with one file in `field`, at most `maxBytes`, of `types` (PDF, JPG or PNG when not given). */
  upload?: { field: string; maxBytes: number; types?: readonly string[] };
  /** Defaults to true for every method but GET (docs/business-rules.md#csrf). */
  csrf?: boolean;
  /** The success status when it is not 200. */
  status?: 201 | 202;
  /**
   * A four-eyes action (docs/business-rules.md#four-eyes): `status` is 202 with `data.approval`
   * while it waits for a second administrator; when it acts at once it answers 200 with its own
   * data (`response` is the union of both).
   */
  fourEyes?: TApprovalAction;
  /** Error codes particular to this endpoint; those its access, CSRF, input and limits imply are added. */
  errors?: readonly TErrorCode[];
  /** The named rate limits it counts against (429 `RATE_LIMITED` with `Retry-After`). */
  rateLimits?: readonly TRateLimitName[];
  /**
   * A polled GET whose answer carries an `ETag` (a hash of the envelope); a request whose
   * `If-None-Match` names it gets 304 with no body (docs/business-rules.md#polled-calls).
   */
  etag?: true;
}

/** Checks an endpoint's shape while keeping its literal type (the client and server infer from it). */
export const endpoint = <const E extends TEndpoint>(e: E): E => e;
