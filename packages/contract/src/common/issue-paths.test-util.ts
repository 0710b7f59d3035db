/** Test helper: a parse result's issues as `path:message` (e.g. `note:validation.required`). */
export const issuePaths = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }): string[] =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);
