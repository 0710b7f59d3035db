import { DOCUMENT_STATUS } from '@portal/contract';
import type { TDocumentGroup } from './documents';

/** The document types the pane can show: those with a current upload, in list order. */
export const reviewableGroups = (groups: TDocumentGroup[]) => groups.filter((g) => g.current !== null);

/** Where the pane opens: the requested type if it has a file, else the first awaiting review, else the first with a file. */
export function initialSelection(groups: TDocumentGroup[], requested: string | null): string | null {
  const withFile = reviewableGroups(groups);
  if (requested && withFile.some((g) => g.type === requested)) return requested;
  // Manajemen Dokumen links a row to its review by the document's uuid (a current or earlier upload).
  const byUuid = requested
    ? withFile.find((g) => g.current?.uuid === requested || g.history.some((d) => d.uuid === requested))
    : undefined;
  if (byUuid) return byUuid.type;
  return (withFile.find((g) => g.current?.status === DOCUMENT_STATUS.UPLOADED) ?? withFile[0])?.type ?? null;
}

/** The neighbour of `current` among the documents with a file (`step` +1 next, -1 previous), or null at an end. */
export function neighbour(groups: TDocumentGroup[], current: string | null, step: 1 | -1): string | null {
  const withFile = reviewableGroups(groups);
  const i = withFile.findIndex((g) => g.type === current);
  return withFile[i + step]?.type ?? null;
}

/** After a review: the next document still awaiting one (wrapping around), or null when none is left. */
export function nextAwaiting(groups: TDocumentGroup[], current: string | null): string | null {
  const withFile = reviewableGroups(groups);
  const i = withFile.findIndex((g) => g.type === current);
  const ordered = [...withFile.slice(i + 1), ...withFile.slice(0, Math.max(i, 0))];
  return ordered.find((g) => g.current?.status === DOCUMENT_STATUS.UPLOADED)?.type ?? null;
}

/** Current registration documents still `uploaded`: what "Verifikasi semua yang tersisa" verifies. */
export const remainingToVerify = (groups: TDocumentGroup[]) =>
  groups.filter((g) => g.current?.status === DOCUMENT_STATUS.UPLOADED);
