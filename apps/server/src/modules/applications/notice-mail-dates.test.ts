import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { NOTIFICATION_KINDS, type TNotificationKind } from '@portal/contract';
import { fake } from '@portal/contract/testing';
import { noticeMail } from './notices';

/**
 * Dates in e-mails (issue 23, point 4; docs/decisions/104): every notification mail writes a
 * calendar day in words, in Indonesian and, below, in English, never as `YYYY-MM-DD`. One case
 * per notification kind, each date parameter set to 4 December 2026.
 */
const DAY = '2026-12-04';
const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/;
const DATE_KEYS = new Set(['dueDate', 'validUntil', 'answerBy', 'date', 'deadline']);
const kinds = (Object.keys(NOTIFICATION_KINDS) as TNotificationKind[]).filter((k) => k !== 'legacy');

function paramsWithDates(kind: TNotificationKind): { params: Record<string, unknown>; hasDate: boolean } {
  const schema = NOTIFICATION_KINDS[kind].params as z.ZodType;
  const params = fake(schema as never) as Record<string, unknown>;
  let hasDate = false;
  for (const [key, value] of Object.entries(params)) {
    if (DATE_KEYS.has(key) || (typeof value === 'string' && ISO_DAY.test(value))) {
      params[key] = DAY;
      hasDate = true;
    }
  }
  return { params, hasDate };
}

describe('notification mails write dates in words, in both languages', () => {
  it('covers the kinds that carry a date', () => {
    const dated = kinds.filter((k) => paramsWithDates(k).hasDate);
    expect(dated).toEqual(
      expect.arrayContaining([
        'invoice_issued',
        'document_request_created',
        'certificate_published',
        'appeal_received',
      ]),
    );
  });

  it.each(kinds)('%s', (kind) => {
    const { params, hasDate } = paramsWithDates(kind);
    const mail = noticeMail({ email: 'a@contoh.co.id', name: 'Budi' }, kind, params as never, 'https://x.test/a');
    expect(mail.text).not.toMatch(ISO_DAY);
    expect(mail.html).not.toMatch(ISO_DAY);
    if (hasDate) {
      expect(mail.text).toContain('4 Desember 2026');
      expect(mail.text).toContain('4 December 2026');
    }
  });
});
