import type { z } from 'zod';

/** The first message of each field of a failed parse, keyed by its dotted path ('bank_accounts.0.account_number'). */
export function issueFields(error: z.ZodError | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}
