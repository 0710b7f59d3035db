import { and, eq, sql } from 'drizzle-orm';
import type { TProfileResponse, TTheme } from '@portal/contract';
import { preparedOnce } from '../../db/prepared';
import { companies, documents, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Deps, SessionUser, UserRow } from '../../types';
import { toCompanyDto } from '../companies';
import { toDocumentDto } from '../documents';
import { toUserDto } from './user-dto';

/**
 * The profile's company and current documents in one statement: one row per document (or one
 * row with no document), the company repeated on each. No row at all: the user is gone.
 */
const profileStatement = preparedOnce((db) =>
  db
    .select({ company: companies, document: documents })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .leftJoin(documents, and(eq(documents.userId, users.id), eq(documents.isCurrent, 1)))
    .where(eq(users.id, sql.placeholder('userId')))
    .orderBy(documents.documentType, documents.uploadedAt)
    .prepare('profile_load'),
);

/**
 * GET users/profile.php: the user (the row the session lookup already read), their company (null
 * for an admin without one) and the current documents. Polled by every open tab, so it costs one
 * prepared statement after the session lookup (docs/decisions/025).
 */
export async function getProfile(deps: Pick<Deps, 'db'>, user: UserRow | null): Promise<TProfileResponse> {
  const rows = user ? await profileStatement(deps.db).execute({ userId: user.id }) : [];
  // The session was loaded a moment ago; a user deleted in between is simply logged out.
  if (!user || rows.length === 0) throw new AppError('UNAUTHENTICATED');
  const company = rows[0].company;
  return {
    user: { ...toUserDto(user), must_change_password: user.mustChangePassword },
    company: company ? toCompanyDto(company) : null,
    documents: rows.flatMap((r) => (r.document ? [toDocumentDto(r.document)] : [])),
  };
}

/** POST users/update-settings.php: the theme is saved on the server when logged in (docs/business-rules.md#languages). */
export async function updateSettings(deps: Pick<Deps, 'db' | 'clock'>, sessionUser: SessionUser, theme: TTheme) {
  await deps.db.update(users).set({ themePreference: theme, updatedAt: deps.clock.now() }).where(eq(users.id, sessionUser.id));
  return { theme_preference: theme };
}
