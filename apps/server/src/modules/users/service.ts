import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_ROLES, type TAdminRole, type TProfileResponse, type TTheme } from '@portal/contract';
import { preparedOnce } from '../../db/prepared';
import { companies, documents, sessions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { sessionState } from '../../plugins/session';
import { sessionQuery, userDeps } from '../../plugins/session-query';
import type { Deps, SessionUser } from '../../types';
import { toCompanyDto } from '../companies';
import { toDocumentDto } from '../documents';
import { toProfileUserDto } from './user-dto';

/**
 * The session, its user, the company and the current documents in one statement: one row per
 * document (or one row without), the session, user and company repeated on each.
 */
const profileStatement = preparedOnce((db) =>
  db
    .select({
      ...sessionState,
      user: users,
      company: companies,
      document: documents,
      // An administrator's roles (docs/business-rules.md#admin-roles), in the same statement.
      adminRoles: sql<
        string | null
      >`(select string_agg(ar.role, ',' order by ar.role) from admin_roles ar where ar.user_id = "users"."id")`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // The company the account works for, as its owner or staff (docs/decisions/104), and the
    // owner's current documents (the registration documents it holds).
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(documents, and(eq(documents.userId, companies.userId), eq(documents.isCurrent, 1)))
    .where(eq(sessions.idHash, sql.placeholder('idHash')))
    .orderBy(documents.documentType, documents.uploadedAt)
    .prepare('session_profile'),
);

/**
 * GET users/profile.php is polled by every open tab: its session lookup reads the profile too, so
 * the call costs one round trip (docs/decisions/025).
 */
export const profileSession = sessionQuery((db, idHash) => profileStatement(db).execute({ idHash }), {
  // Kept per instance until the user, the company, its owner's documents or the session change
  // (docs/decisions/105): the documents are the owner's, so a staff member's profile follows them.
  name: 'profile',
  variant: () => '',
  deps: (rows) => {
    const ownerId = rows[0]?.company?.userId;
    return ownerId == null ? userDeps(rows) : [...userDeps(rows), `u:${ownerId}`];
  },
});
type ProfileRow = Awaited<ReturnType<ReturnType<typeof profileStatement>['execute']>>[number];

// Kept rows (docs/decisions/105) are the same array on every hit: their profile is mapped once.
const mapped = new WeakMap<readonly ProfileRow[], TProfileResponse>();

/** The user, their company (null for an admin without one) and the current documents. */
export function toProfile(rows: readonly ProfileRow[]): TProfileResponse {
  let profile = mapped.get(rows);
  if (!profile) mapped.set(rows, (profile = mapProfile(rows)));
  return profile;
}

function mapProfile(rows: readonly ProfileRow[]): TProfileResponse {
  if (rows.length === 0) throw new AppError('UNAUTHENTICATED');
  const { user, company, adminRoles: roles } = rows[0];
  return {
    user: toProfileUserDto(
      user,
      (roles ? roles.split(',') : []).filter((r): r is TAdminRole => (ADMIN_ROLES as readonly string[]).includes(r)),
    ),
    company: company ? toCompanyDto(company) : null,
    documents: rows.flatMap((r) => (r.document ? [toDocumentDto(r.document)] : [])),
  };
}

/** POST users/update-settings.php: the theme is saved on the server when logged in (docs/business-rules.md#languages). */
export async function updateSettings(deps: Pick<Deps, 'db' | 'clock'>, sessionUser: SessionUser, theme: TTheme) {
  await deps.db
    .update(users)
    .set({ themePreference: theme, updatedAt: deps.clock.now() })
    .where(eq(users.id, sessionUser.id));
  return { theme_preference: theme };
}
