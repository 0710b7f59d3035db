import { SUPPORTED_LANGUAGES, type TLanguage } from '../limits';
import type { TEntityStatus, TRole } from '../statuses';
import type { TLabel } from './labels';

/** Statuses of users, companies and documents in both languages, for exports (docs/business-rules.md#status-labels). */
export const ENTITY_STATUS_LABELS: Record<TEntityStatus, TLabel> = {
  pending_verification: { id: 'Menunggu Verifikasi Email', en: 'Awaiting Email Verification' },
  active: { id: 'Aktif', en: 'Active' },
  verified: { id: 'Terverifikasi', en: 'Verified' },
  suspended: { id: 'Dinonaktifkan', en: 'Suspended' },
  unverified: { id: 'Belum Diverifikasi', en: 'Not Verified' },
  in_review: { id: 'Sedang Ditinjau', en: 'In Review' },
  rejected: { id: 'Ditolak', en: 'Rejected' },
  uploaded: { id: 'Diunggah', en: 'Uploaded' },
};

/** Roles in both languages (docs/business-rules.md#status-labels). */
export const ROLE_LABELS: Record<TRole, TLabel> = {
  admin: { id: 'Administrator', en: 'Administrator' },
  user: { id: 'Pengguna', en: 'User' },
};

/**
 * The reader's language from an `Accept-Language` header: the highest-weighted tag whose primary
 * subtag is one the portal speaks; Indonesian when none is (docs/business-rules.md#languages).
 */
export function languageFromAcceptLanguage(header: string | undefined | null): TLanguage {
  if (!header) return 'id';
  const tags = header
    .slice(0, 500)
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((x) => x !== undefined);
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), i };
    })
    .filter((t) => t.q > 0 && (SUPPORTED_LANGUAGES as readonly string[]).includes(t.lang))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return (tags[0]?.lang as TLanguage | undefined) ?? 'id';
}
