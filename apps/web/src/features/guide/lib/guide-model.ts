import {
  APPLICATION_REVIEW_SLA_WORKING_DAYS,
  APPLICATION_SUB_BIDANG_MAX,
  CERTIFICATE_REMINDER_DAYS,
  CERTIFICATE_VALIDITY_YEARS_DEFAULT,
  COMPANY_VERIFICATION_SLA_WORKING_DAYS,
  INACTIVITY_LOGOUT_MS,
  INVOICE_DUE_DAYS,
  OTP_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_MAILS_PER_HOUR,
  OTP_RESEND_COOLDOWN_S,
  OTP_TTL_MS,
  PASSWORD_MIN_LENGTH,
  PAYMENT_VERIFICATION_SLA_WORKING_DAYS,
  PPN_BASE_RATIO,
  PPN_RATE_PERCENT,
  RENEWAL_WINDOW_DAYS,
  RESET_TOKEN_TTL_MS,
  UNCONFIRMED_SIGNUP_TTL_MS,
  UPLOAD_MAX_BYTES,
  type TLanguage,
} from '@portal/contract/constants';
import { blockText, parseMarkdown, type TBlock, type TMdDocument } from './markdown';
import { matchesAll } from './search';

/** The guide's sections in reading order; the first seven are the steps of the process. */
export const GUIDE_SECTIONS = [
  { id: 'register', kind: 'step' },
  { id: 'documents', kind: 'step' },
  { id: 'verification', kind: 'step' },
  { id: 'application', kind: 'step' },
  { id: 'payment', kind: 'step' },
  { id: 'certificate', kind: 'step' },
  { id: 'renewal', kind: 'step' },
  { id: 'appeals', kind: 'reference' },
  { id: 'statuses', kind: 'reference' },
  { id: 'fees', kind: 'reference' },
  { id: 'faq', kind: 'reference' },
] as const;
export type TGuideSectionId = (typeof GUIDE_SECTIONS)[number]['id'];
export const GUIDE_STEP_IDS = GUIDE_SECTIONS.filter((s) => s.kind === 'step').map((s) => s.id);

const MINUTE = 60_000;
const list = (items: readonly number[], lng: TLanguage) =>
  `${items.slice(0, -1).join(', ')} ${lng === 'en' ? 'and' : 'dan'} ${items[items.length - 1]}`;

/**
 * The numbers a content file may name as `{{NAME}}`: taken from the contract, so the guide never
 * states a rule the portal does not apply (docs/business-rules.md, each section).
 */
export function guideValues(lng: TLanguage): Record<string, string> {
  const n = (v: number) => v.toLocaleString(lng === 'en' ? 'en-US' : 'id-ID');
  return {
    RENEWAL_WINDOW_DAYS: n(RENEWAL_WINDOW_DAYS),
    INVOICE_DUE_DAYS: n(INVOICE_DUE_DAYS),
    CERTIFICATE_REMINDER_DAYS: list(CERTIFICATE_REMINDER_DAYS, lng),
    CERTIFICATE_VALIDITY_YEARS: n(CERTIFICATE_VALIDITY_YEARS_DEFAULT),
    COMPANY_REVIEW_SLA: n(COMPANY_VERIFICATION_SLA_WORKING_DAYS),
    PAYMENT_REVIEW_SLA: n(PAYMENT_VERIFICATION_SLA_WORKING_DAYS),
    APPLICATION_REVIEW_SLA: n(APPLICATION_REVIEW_SLA_WORKING_DAYS),
    OTP_LENGTH: n(OTP_LENGTH),
    OTP_MINUTES: n(OTP_TTL_MS / MINUTE),
    OTP_MAX_ATTEMPTS: n(OTP_MAX_ATTEMPTS),
    OTP_RESEND_SECONDS: n(OTP_RESEND_COOLDOWN_S),
    OTP_MAILS_PER_HOUR: n(OTP_MAX_MAILS_PER_HOUR),
    RESET_LINK_MINUTES: n(RESET_TOKEN_TTL_MS / MINUTE),
    PASSWORD_MIN_LENGTH: n(PASSWORD_MIN_LENGTH),
    UNCONFIRMED_SIGNUP_HOURS: n(UNCONFIRMED_SIGNUP_TTL_MS / (60 * MINUTE)),
    UPLOAD_MAX_MB: n(UPLOAD_MAX_BYTES / (1024 * 1024)),
    SUB_BIDANG_MAX: n(APPLICATION_SUB_BIDANG_MAX),
    INACTIVITY_MINUTES: n(INACTIVITY_LOGOUT_MS / MINUTE),
    PPN_RATE: n(PPN_RATE_PERCENT),
    PPN_BASE: PPN_BASE_RATIO,
  };
}

/** Replaces `{{NAME}}`; an unknown name throws, so a typo in a content file fails the tests. */
export function fillValues(source: string, values: Record<string, string>): string {
  return source.replace(/\{\{\s*([A-Z_]+)\s*\}\}/g, (_, name: string) => {
    if (!Object.hasOwn(values, name)) throw new Error(`unknown guide value {{${name}}}`);
    return values[name];
  });
}

export interface TGuideSection extends TMdDocument {
  id: TGuideSectionId;
  kind: 'step' | 'reference';
  /** 1-based number of a step. */
  step?: number;
}

/** Builds the guide of one language from its content files (keyed by section id). */
export function buildGuide(files: Record<string, string>, lng: TLanguage): TGuideSection[] {
  const values = guideValues(lng);
  return GUIDE_SECTIONS.map((s, index) => {
    const source = files[s.id];
    if (source === undefined) throw new Error(`guide content ${lng}/${s.id}.md is missing`);
    return {
      id: s.id,
      kind: s.kind,
      step: s.kind === 'step' ? index + 1 : undefined,
      ...parseMarkdown(fillValues(source, values)),
    };
  });
}

/** Loads one language's content (its own chunk) and builds the guide. */
export async function loadGuide(lng: TLanguage): Promise<TGuideSection[]> {
  const files = lng === 'en' ? (await import('../content/en')).default : (await import('../content/id')).default;
  return buildGuide(files, lng);
}

/** The anchor of a heading inside a section: `<section>-<heading>`. */
export const headingAnchor = (sectionId: string, headingId: string) => `${sectionId}-${headingId}`;

/** The searchable text of a part of the guide: its heading and blocks, status labels included. */
export function partText(
  title: string,
  blocks: TBlock[],
  statusLabel: (kind: string, status: string) => string,
): string {
  const labels = blocks.flatMap((b) =>
    b.type === 'statuses' ? b.items.map((i) => statusLabel(b.kind, i.status)) : [],
  );
  return [title, ...blocks.map(blockText), ...labels].join('\n');
}

export interface TGuideView {
  section: TGuideSection;
  intro: TBlock[];
  headings: TGuideSection['headings'];
}

/**
 * What a search shows: without terms, everything; with terms, each section whose title matches
 * whole, else only its matching intro blocks and headings (a heading with all its blocks).
 * `matches` counts the parts shown.
 */
export function filterGuide(
  sections: TGuideSection[],
  terms: string[],
  statusLabel: (kind: string, status: string) => string,
): { views: TGuideView[]; matches: number } {
  if (terms.length === 0)
    return { views: sections.map((s) => ({ section: s, intro: s.intro, headings: s.headings })), matches: 0 };
  const views: TGuideView[] = [];
  let matches = 0;
  for (const s of sections) {
    if (matchesAll(s.title, terms)) {
      views.push({ section: s, intro: s.intro, headings: s.headings });
      matches += Math.max(1, s.intro.length + s.headings.length);
      continue;
    }
    const intro = s.intro.filter((b) => matchesAll(partText('', [b], statusLabel), terms));
    const headings = s.headings.filter((h) => matchesAll(partText(h.title, h.blocks, statusLabel), terms));
    if (intro.length + headings.length === 0) continue;
    views.push({ section: s, intro, headings });
    matches += intro.length + headings.length;
  }
  return { views, matches };
}
