import type { TAccess } from '../endpoints/define';

export const API_TITLE = 'PORTAL BSKI API';
/** The document's version: raise the minor for an added endpoint or field, the major for a change that breaks a client. */
export const API_VERSION = '2.0.0';

/** The OpenAPI document's description, for an integrator reading it first (docs/api.md says the same). */
export const API_DESCRIPTION = [
  'The API of PORTAL BSKI, the portal through which companies obtain, pay for, hold and renew their',
  'business-competence certificate (SBU). Every call lives under `/backend/api/<area>/<action>.php`.',
  '',
  '- **Envelope.** Success: `{ "status": "success", "message", "data" }`. Error: `{ "status": "error",',
  '  "message", "code", "errors"?, "data"? }` with a stable `code` and an Indonesian `message`. A message',
  '  that says more than its code also names its text as `message_key` (with `message_params`), so a',
  "  client can show it in English from the contract's texts catalogue.",
  '- **Session.** An HttpOnly cookie set by `auth/login.php`; it ends after an hour without a call and',
  '  after 12 hours in any case.',
  '- **CSRF.** Every state-changing call carries the token of `auth/csrf-token.php` in the',
  '  `X-CSRF-Token` header or the `csrf_token` body field (a multipart form field for uploads); one',
  '  valid copy suffices, two copies must be equal. `logs/frontend-error.php` is the one exception.',
  '- **Lists.** `page`, `per_page` (at most 100), `q`, `status`, `sort`; the answer is',
  '  `{ items, page, per_page, total }`.',
  '- **Access** (`x-access` on each operation): ' +
    'public, optional (public; the session is read when there is one), user, verified, admin.',
  '- **Roles** (`x-roles` on each admin operation): the administrator roles that may call it (`any`:',
  '  every administrator); a super admin may call every one. Others answer 403 `ROLE_REQUIRED`.',
  '- **Four eyes.** Revoking or revising a certificate, refunding an invoice, changing the fee schedule',
  '  and turning off the separation of duties answer 202 with `data.approval` while they wait for a',
  '  second administrator (`x-four-eyes` names the action), and 200 when they act at once.',
].join('\n');

/** What each access level means, in words (docs/api.md and the OpenAPI document). */
export const ACCESS_WORDS: Record<TAccess, string> = {
  public: 'anyone, no session needed',
  optional: 'anyone; a session is used when there is one',
  user: 'a session (any role, any status that can log in); else 401 `UNAUTHENTICATED`',
  verified: 'a session whose user is `verified` (company approved), or an admin; else 403 `DOCUMENTS_NOT_VERIFIED`',
  admin: 'an administrator; else 403 `FORBIDDEN`',
};

/**
 * The roles of an admin endpoint in words (docs/api.md's "who"; docs/business-rules.md#admin-roles):
 * every administrator, super admins only, or the roles named and a super admin.
 */
export function rolesWords(roles: readonly string[] | 'any' | undefined): string | null {
  if (roles === undefined) return null;
  if (roles === 'any') return 'any role';
  if (roles.length === 0) return '`super_admin`';
  return `${roles.map((r) => `\`${r}\``).join(', ')} or \`super_admin\``;
}
