import { and, eq } from 'drizzle-orm';
import type { TProfileResponse, TTheme } from '@portal/contract';
import { companies, documents, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Deps, SessionUser, UserRow } from '../../types';
import { toCompanyDto } from '../companies';
import { toDocumentDto } from '../documents';
import { toUserDto } from './user-dto';

/**
 * GET users/profile.php (SPEC §7): the user, their company (null for an admin without one) and
 * the current documents, one query per table (no N+1).
 */
export async function getProfile(deps: Pick<Deps, 'db'>, sessionUser: SessionUser, loadedRow?: UserRow | null): Promise<TProfileResponse> {
  const [[user], [company], docs] = await Promise.all([
    loadedRow ? [loadedRow] : deps.db.select().from(users).where(eq(users.id, sessionUser.id)).limit(1),
    deps.db.select().from(companies).where(eq(companies.userId, sessionUser.id)).limit(1),
    deps.db
      .select()
      .from(documents)
      .where(and(eq(documents.userId, sessionUser.id), eq(documents.isCurrent, 1)))
      .orderBy(documents.documentType, documents.uploadedAt),
  ]);
  // The session was loaded a moment ago; a user deleted in between is simply logged out.
  if (!user) throw new AppError('UNAUTHENTICATED');
  return {
    user: { ...toUserDto(user), must_change_password: user.mustChangePassword },
    company: company ? toCompanyDto(company) : null,
    documents: docs.map(toDocumentDto),
  };
}

/** POST users/update-settings.php: the theme is saved on the server when logged in (SPEC §1). */
export async function updateSettings(deps: Pick<Deps, 'db' | 'clock'>, sessionUser: SessionUser, theme: TTheme) {
  await deps.db.update(users).set({ themePreference: theme, updatedAt: deps.clock.now() }).where(eq(users.id, sessionUser.id));
  return { theme_preference: theme };
}
