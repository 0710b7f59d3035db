import { describe, expect, it } from 'vitest';
import {
  CERTIFICATE_REMINDER_DAYS,
  INVOICE_DUE_DAYS,
  RENEWAL_WINDOW_DAYS,
  SUPPORTED_LANGUAGES,
} from '@portal/contract/constants';
import {
  ANSWER_WORKING_DAYS,
  APPEAL_BADGE_LABELS_ID,
  APPEAL_REASON_MIN_LENGTH,
  APPEAL_WINDOW_WORKING_DAYS,
} from '@portal/contract';
import en from '../content/en';
import id from '../content/id';
import { blockText, inlineText, type TBlock } from './markdown';
import { buildGuide, fillValues, GUIDE_SECTIONS, GUIDE_STEP_IDS, guideValues } from './guide-model';
import { GUIDE_STATUS_KINDS } from './status-kinds';

const FILES = { id, en } as const;
const guides = Object.fromEntries(SUPPORTED_LANGUAGES.map((lng) => [lng, buildGuide(FILES[lng], lng)]));
const allBlocks = (lng: 'id' | 'en'): TBlock[] =>
  guides[lng].flatMap((s) => [...s.intro, ...s.headings.flatMap((h) => h.blocks)]);

describe('guide content files', () => {
  it.each(SUPPORTED_LANGUAGES)(
    '%s: one file per section, no other file, every step with a title and its parts',
    (lng) => {
      expect(Object.keys(FILES[lng]).sort()).toEqual(GUIDE_SECTIONS.map((s) => s.id).sort());
      const steps = guides[lng].filter((s) => s.kind === 'step');
      expect(steps.map((s) => s.id)).toEqual(GUIDE_STEP_IDS);
      expect(steps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      for (const s of guides[lng]) {
        expect(s.title.length, s.id).toBeGreaterThan(5);
        expect(s.intro.length + s.headings.length, s.id).toBeGreaterThan(0);
      }
    },
  );

  it('both languages have the same anchors, so a deep link works in either', () => {
    const anchors = (lng: 'id' | 'en') => guides[lng].map((s) => [s.id, s.headings.map((h) => h.id)]);
    expect(anchors('en')).toEqual(anchors('id'));
  });

  it.each(SUPPORTED_LANGUAGES)('%s: every {{value}} is filled from the contract; nothing is left over', (lng) => {
    const text = allBlocks(lng).map(blockText).join('\n');
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect(() => fillValues('{{NO_SUCH_RULE}}', guideValues(lng))).toThrow(/NO_SUCH_RULE/);
    const renewal = guides[lng].find((s) => s.id === 'renewal')!;
    const renewalText = renewal.headings
      .flatMap((h) => h.blocks)
      .map(blockText)
      .join(' ');
    expect(renewalText).toContain(`${RENEWAL_WINDOW_DAYS} `);
    expect(renewalText).toContain(CERTIFICATE_REMINDER_DAYS.slice(0, -1).join(', '));
    expect(renewalText).toContain(String(CERTIFICATE_REMINDER_DAYS.at(-1)));
    const payment = guides[lng].find((s) => s.id === 'payment')!;
    expect(
      payment.headings
        .flatMap((h) => h.blocks)
        .map(blockText)
        .join(' '),
    ).toContain(`${INVOICE_DUE_DAYS} `);
  });

  it.each(SUPPORTED_LANGUAGES)('%s: appeals and complaints name the contract’s deadlines and badges', (lng) => {
    const section = guides[lng].find((s) => s.id === 'appeals')!;
    expect(section.headings.map((h) => h.id)).toEqual(['appeal', 'appeal-next', 'complaint']);
    const text = section.headings
      .flatMap((h) => h.blocks)
      .map(blockText)
      .join(' ');
    expect(text).toContain(`${APPEAL_WINDOW_WORKING_DAYS} `);
    expect(text).toContain(`${ANSWER_WORKING_DAYS} `);
    expect(text).toContain(`${APPEAL_REASON_MIN_LENGTH} `);
    if (lng === 'id') for (const label of Object.values(APPEAL_BADGE_LABELS_ID)) expect(text).toContain(label);
  });

  it.each(SUPPORTED_LANGUAGES)('%s: the FAQ answers at least ten questions, each with an answer', (lng) => {
    const faq = guides[lng].find((s) => s.id === 'faq')!;
    expect(faq.headings.length).toBeGreaterThanOrEqual(10);
    for (const q of faq.headings) expect(q.blocks.map(blockText).join('').length, q.id).toBeGreaterThan(40);
    expect(faq.headings.map((h) => h.id)).toEqual(
      expect.arrayContaining([
        'forgot-password',
        'otp-not-received',
        'document-rejected',
        'verification-time',
        'wrong-amount',
        'invoice-pdf',
        'verify-certificate',
        'renewal-timing',
        'upgrade',
        'contact',
      ]),
    );
  });

  it.each(SUPPORTED_LANGUAGES)('%s: every status of the contract has a meaning, and no status is unknown', (lng) => {
    const lists = allBlocks(lng).filter((b): b is Extract<TBlock, { type: 'statuses' }> => b.type === 'statuses');
    expect(lists.map((l) => l.kind).sort()).toEqual(Object.keys(GUIDE_STATUS_KINDS).sort());
    for (const list of lists) {
      const kind = GUIDE_STATUS_KINDS[list.kind as keyof typeof GUIDE_STATUS_KINDS];
      expect(
        list.items.map((i) => i.status),
        list.kind,
      ).toEqual([...kind.statuses]);
      for (const item of list.items)
        expect(inlineText(item.meaning).length, `${list.kind}.${item.status}`).toBeGreaterThan(10);
    }
  });

  it.each(SUPPORTED_LANGUAGES)('%s: the fee examples are placed once, in the fee section', (lng) => {
    const fees = guides[lng].find((s) => s.id === 'fees')!;
    expect(fees.intro.filter((b) => b.type === 'fees')).toHaveLength(1);
    expect(allBlocks(lng).filter((b) => b.type === 'fees')).toHaveLength(1);
  });
});
