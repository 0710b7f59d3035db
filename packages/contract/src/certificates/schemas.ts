import { z } from 'zod';
import { optionalFilter } from '../admin/users';
import { APPLICATION_TYPES } from '../applications/application-types';
import { zCodeReg } from '../applications/fields';
import { QUALIFICATIONS } from '../catalogue/qualifications';
import { V, zRequiredString, zText } from '../common/fields';
import { ZListQuery, listResult } from '../common/list';
import { statusEventSchema } from '../common/status-event';
import { csrfBody, exportFormatQuery, zReason, zUuid } from '../common/workflow-fields';
import { DOWNLOAD_MODES } from '../documents/schemas';
import { zClaimedBy } from '../queue/schemas';
import { APPLICATION_SUB_BIDANG_MAX, CERTIFICATE_VALIDITY_YEARS_MAX } from '../limits';
import { CERTIFICATE_STATUSES } from '../statuses';
import { ZPendingApproval, fourEyesResponse } from '../approvals/schemas';

/**
 * Certificates (SBU): the company's, the administrators' and the public's calls
 * (docs/business-rules.md#certificates, docs/api.md#certificates). Dates named `*_on` and
 * `valid_until` are WIB calendar dates `YYYY-MM-DD`; `*_at` are ISO instants (UTC).
 */

/** A sub-bidang as printed on the certificate (a snapshot: later catalogue edits do not change it). */
export const ZCertificateSubBidang = z.object({
  code: z.string(),
  name: z.string(),
  bidang_code: z.string(),
  bidang_name: z.string(),
  kbli_code: z.string(),
  kbli_title: z.string(),
});
export type TCertificateSubBidang = z.infer<typeof ZCertificateSubBidang>;

/**
 * What a certificate (one revision of it) says: the data the PDF prints, frozen at publication and
 * changed only by a revision. `company_address` is the full address in one line.
 */
export const ZCertificateData = z.object({
  company_name: z.string(),
  company_address: z.string(),
  npwp: z.string().nullable(),
  qualification: z.enum(QUALIFICATIONS),
  sub_bidang: z.array(ZCertificateSubBidang),
  signatory_name: z.string(),
  signatory_position: z.string(),
  body_name: z.string(),
});
export type TCertificateData = z.infer<typeof ZCertificateData>;

/** The renewal window: from RENEWAL_WINDOW_DAYS before the last valid day until as many after it. */
export const ZRenewalWindow = z.object({
  window_opens: z.string(),
  window_closes: z.string(),
  /** The window is open today, the certificate is active or expired, and no renewal of it is under way. */
  can_renew: z.boolean(),
  /** An application started from this certificate (renewal or upgrade) still under way: not rejected, not completed. */
  renewal_code_reg: z.string().nullable(),
});
export type TRenewalWindow = z.infer<typeof ZRenewalWindow>;

export const ZCertificateRef = z.object({ certificate_uuid: z.string(), number: z.string() });

/** What replaced a superseded certificate: a renewal ('Diperbarui') or an upgrade ('Ditingkatkan'). */
export const SUPERSEDED_KINDS = ['renewal', 'upgrade'] as const;
export type TSupersededKind = (typeof SUPERSEDED_KINDS)[number];

/** One row of the company's list. */
export const ZCertificateSummary = z.object({
  certificate_uuid: z.string(),
  number: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  revision: z.number().int(),
  company_name: z.string(),
  qualification: z.enum(QUALIFICATIONS),
  sub_bidang_count: z.number().int(),
  issued_on: z.string(),
  valid_until: z.string(),
  /** Days from today (WIB) to the last valid day: 0 on that day, negative once it is over. */
  days_left: z.number().int(),
  renewal: ZRenewalWindow,
  /** The certificate that replaced this one (status `superseded`). */
  superseded_by: ZCertificateRef.nullable(),
  /** Whether that was a renewal or an upgrade (null unless superseded). */
  superseded_kind: z.enum(SUPERSEDED_KINDS).nullable(),
  /** Relative path of the current PDF (the file helper adds `mode`). */
  pdf_url: z.string(),
});
export type TCertificateSummary = z.infer<typeof ZCertificateSummary>;

/** GET certificates/list.php: the company's certificates, newest first. `total_certificates` counts active ones (docs/business-rules.md#menus). */
export const ZCertificateListResponse = z.object({
  items: z.array(ZCertificateSummary),
  summary: z.object({
    total_certificates: z.number().int(),
    /** The same number as total_certificates, under its plain name. */
    active_certificates: z.number().int(),
    /** Active, with the last valid day within CERTIFICATE_EXPIRING_SOON_DAYS. */
    expiring_soon: z.number().int(),
    expired: z.number().int(),
  }),
});
export type TCertificateListResponse = z.infer<typeof ZCertificateListResponse>;

export const ZCertificateEvent = statusEventSchema(CERTIFICATE_STATUSES);
export type TCertificateEvent = z.infer<typeof ZCertificateEvent>;

/** One revision: revision 1 is the publication (no reason); each later one has the admin's reason. */
export const ZCertificateRevision = z.object({
  revision: z.number().int(),
  reason: z.string().nullable(),
  created_at: z.string(),
  /** The fields this revision changed from the one before (empty for revision 1). */
  changed_fields: z.array(z.string()),
  pdf_url: z.string(),
});
export type TCertificateRevision = z.infer<typeof ZCertificateRevision>;

/** GET certificates/detail.php?uuid= → data.certificate (owner). */
export const ZCertificate = ZCertificateSummary.extend({
  data: ZCertificateData,
  application: z.object({ code_reg: z.string(), type: z.enum(APPLICATION_TYPES) }),
  /** The certificate this one renewed or upgraded. */
  replaces: ZCertificateRef.nullable(),
  revoked_at: z.string().nullable(),
  revoke_reason: z.string().nullable(),
  revisions: z.array(ZCertificateRevision),
  status_history: z.array(ZCertificateEvent),
  verification_count: z.number().int(),
  last_verified_at: z.string().nullable(),
  /** Absolute URL of the public page (`{PUBLIC_URL}/sertifikat/{uuid}`): what the QR code holds. */
  public_url: z.string(),
  /** The QR code of public_url as an SVG document (the PDF prints the same code). */
  qr_svg: z.string(),
});
export type TCertificate = z.infer<typeof ZCertificate>;
export const ZCertificateResponse = z.object({ certificate: ZCertificate });
export type TCertificateResponse = z.infer<typeof ZCertificateResponse>;

/** GET certificates/detail.php?uuid=, verifications.php?uuid= (with list params), generate_pdf.php?uuid=&mode=(&revision=). */
export const ZCertificateUuidQuery = z.object({ uuid: zUuid });
export const ZCertificatePdfQuery = z.object({
  uuid: zUuid,
  /** An earlier revision's PDF (each revision keeps its own); the current one when left out. */
  revision: optionalFilter(
    z.coerce.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(10_000, V.invalid),
  ),
  mode: z.enum(DOWNLOAD_MODES, { error: V.invalid }).default('view'),
});
export type TCertificatePdfQuery = z.output<typeof ZCertificatePdfQuery>;

/**
 * How a public lookup came: `/verify` by number or by UUID, the QR page `/sertifikat/{uuid}`, or
 * `/verify`'s checks of a PDF file, a credential, or a batch of numbers (docs/decisions/102).
 */
export const VERIFICATION_CHANNELS = ['number', 'uuid', 'qr', 'file', 'credential', 'batch'] as const;
export type TVerificationChannel = (typeof VERIFICATION_CHANNELS)[number];
export const ZCertificateVerification = z.object({
  at: z.string(),
  channel: z.enum(VERIFICATION_CHANNELS),
  /** Browser family from the User-Agent ("Chrome", "Safari", …); null when unknown. No address is kept. */
  browser: z.string().nullable(),
});
export type TCertificateVerification = z.infer<typeof ZCertificateVerification>;
export const ZCertificateVerificationsQuery = ZListQuery.pick({ page: true, per_page: true }).extend({ uuid: zUuid });
export type TCertificateVerificationsQuery = z.output<typeof ZCertificateVerificationsQuery>;
export const ZCertificateVerificationsResponse = listResult(ZCertificateVerification).extend({
  last_verified_at: z.string().nullable(),
});
export type TCertificateVerificationsResponse = z.infer<typeof ZCertificateVerificationsResponse>;

// ---- Public (docs/business-rules.md#public-verification) ----

/**
 * What anyone may see of a certificate. The server builds it field by field from this schema's
 * keys: never NPWP, e-mail, phone or address (a test compares the keys with an allow-list).
 */
export const ZPublicCertificate = z
  .object({
    certificate_uuid: z.string(),
    number: z.string(),
    status: z.enum(CERTIFICATE_STATUSES),
    company_name: z.string(),
    qualification: z.enum(QUALIFICATIONS),
    sub_bidang: z.array(ZCertificateSubBidang.pick({ code: true, name: true, bidang_name: true, kbli_code: true })),
    issued_on: z.string(),
    valid_until: z.string(),
    revision: z.number().int(),
    body_name: z.string(),
    superseded_by: ZCertificateRef.nullable(),
    superseded_kind: z.enum(SUPERSEDED_KINDS).nullable(),
  })
  .strict();
export type TPublicCertificate = z.infer<typeof ZPublicCertificate>;

/** The certificate in force now at the end of a chain of renewals and upgrades. */
export const ZCertificateCurrent = z.object({
  uuid: z.string(),
  number: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
});
export type TCertificateCurrent = z.infer<typeof ZCertificateCurrent>;

/**
 * verify.php, public.php: the certificate looked up, and for a superseded one `current`, the
 * certificate in force now after the whole chain of renewals and upgrades (null otherwise).
 */
export const ZPublicCertificateResponse = z.object({
  certificate: ZPublicCertificate,
  current: ZCertificateCurrent.nullable(),
});
export type TPublicCertificateResponse = z.infer<typeof ZPublicCertificateResponse>;

/** GET certificates/verify.php?q=: a number (`SBU-2026-000123`, any case, spaces trimmed) or a UUID; anything else or unknown → 404. */
export const ZVerifyCertificateQuery = z.object({ q: zText(V.required).trim().min(1, V.required).max(60, V.invalid) });
export type TVerifyCertificateQuery = z.output<typeof ZVerifyCertificateQuery>;
/** GET certificates/public.php?uuid= (the QR page; counts as a QR verification). A malformed UUID answers 404 like an unknown one. */
export const ZPublicCertificateQuery = z.object({ uuid: zText().trim().max(60, V.invalid) });

// ---- Admin ----

export const ADMIN_CERTIFICATE_SORTS = ['newest', 'oldest', 'valid_until'] as const;
const adminCertificateFilter = ZListQuery.extend({
  status: optionalFilter(z.enum(CERTIFICATE_STATUSES, { error: V.invalid })),
  /** Active certificates whose last valid day is within this many days from today (WIB). */
  expiring_within_days: optionalFilter(
    z.coerce.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(3650, V.invalid),
  ),
  sort: optionalFilter(z.enum(ADMIN_CERTIFICATE_SORTS, { error: V.invalid })),
});
/** GET admin/certificates/list.php: every certificate; `q` over the number (prefix, any case) and the company name. */
export const ZAdminCertificateListQuery = adminCertificateFilter;
export type TAdminCertificateListQuery = z.output<typeof ZAdminCertificateListQuery>;
/** GET admin/certificates/export.php: the list's filter, CSV by default or `format=xlsx`. */
export const ZAdminCertificateExportQuery = adminCertificateFilter.extend(exportFormatQuery);
export type TAdminCertificateExportQuery = z.output<typeof ZAdminCertificateExportQuery>;

export const ZAdminCertificateListItem = ZCertificateSummary.omit({ renewal: true }).extend({
  company_id: z.number().int(),
  code_reg: z.string(),
  revoked_at: z.string().nullable(),
});
export type TAdminCertificateListItem = z.infer<typeof ZAdminCertificateListItem>;
export const ZAdminCertificateListResponse = listResult(ZAdminCertificateListItem);
export type TAdminCertificateListResponse = z.infer<typeof ZAdminCertificateListResponse>;

/** GET admin/certificates/detail.php?uuid= → data.certificate: the owner's view plus the company's id and the admin's links. */
export const ZAdminCertificate = ZCertificate.extend({
  company_id: z.number().int(),
  /** Relative paths of admin/certificates/view.php for each revision, in `revisions` order. */
  revision_pdf_urls: z.array(z.string()),
  /** The revocation or revision waiting for a second administrator, if any (the oldest when both wait). */
  pending_approval: ZPendingApproval.nullable(),
});
export type TAdminCertificate = z.infer<typeof ZAdminCertificate>;
export const ZAdminCertificateResponse = z.object({ certificate: ZAdminCertificate });
/**
 * POST admin/certificates/revoke.php: the revoked certificate (200), or 202 `{ approval }` while the
 * revocation waits for a second administrator (docs/business-rules.md#four-eyes).
 */
export const ZRevokeCertificateResponse = fourEyesResponse(ZAdminCertificateResponse);
export type TRevokeCertificateResponse = z.infer<typeof ZRevokeCertificateResponse>;
/**
 * POST admin/certificates/update.php: the revised certificate (200), or 202 `{ approval }` when the
 * company name or the sub-bidang change waits for a second administrator.
 */
export const ZReviseCertificateResponse = fourEyesResponse(ZAdminCertificateResponse);
export type TReviseCertificateResponse = z.infer<typeof ZReviseCertificateResponse>;
export type TAdminCertificateResponse = z.infer<typeof ZAdminCertificateResponse>;

/**
 * GET admin/certificates/view.php: `code_reg` → the preview PDF of an approved, unpublished
 * application (nothing stored; number shown as a placeholder); or `uuid` (+ `revision`, the current
 * one by default) → an issued PDF. Exactly one of `code_reg` and `uuid`.
 */
export const ZAdminCertificateViewQuery = z
  .object({
    code_reg: zCodeReg.optional(),
    uuid: zUuid.optional(),
    revision: optionalFilter(
      z.coerce.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(10_000, V.invalid),
    ),
    mode: z.enum(DOWNLOAD_MODES, { error: V.invalid }).default('view'),
  })
  .superRefine((v, ctx) => {
    if ((v.code_reg === undefined) === (v.uuid === undefined))
      ctx.addIssue({ code: 'custom', path: ['code_reg'], message: V.required });
    if (v.code_reg !== undefined && v.revision !== undefined)
      ctx.addIssue({ code: 'custom', path: ['revision'], message: V.invalid });
  });
export type TAdminCertificateViewQuery = z.output<typeof ZAdminCertificateViewQuery>;

/**
 * GET admin/certificates/draft.php?code_reg= → what publishing would print (approved, unpublished
 * application): the data with today's settings, the issue date and the last valid day.
 */
export const ZCertificateDraftResponse = z.object({
  code_reg: z.string(),
  application_type: z.enum(APPLICATION_TYPES),
  company_id: z.number().int(),
  data: ZCertificateData,
  issued_on: z.string(),
  valid_until: z.string(),
  validity_years: z.number().int(),
  /** The certificate a renewal or upgrade will supersede. */
  replaces: ZCertificateRef.nullable(),
  /**
   * Why publishing is refused today (empty when it may go ahead), e.g. `NOT_APPROVED`, `ALREADY_PUBLISHED`,
   * `SIGNATORY_MISSING`, `SEPARATION_OF_DUTIES` (the reader approved the application).
   */
  blockers: z.array(z.string()),
  preview_url: z.string(),
  /** The clerk handling the application (docs/business-rules.md#claiming); null when nobody holds it. */
  claimed_by: zClaimedBy,
});
export type TCertificateDraftResponse = z.infer<typeof ZCertificateDraftResponse>;

const zSignatoryName = zRequiredString(120);
const zSignatoryPosition = zRequiredString(120);

/**
 * POST admin/certificates/publish.php: the admin confirms the signatory (prefilled from the
 * settings). → `{ certificate: { certificate_uuid, number, valid_until } }`; 409 `ALREADY_PUBLISHED`
 * on a second publish, 409 `INVALID_TRANSITION` unless the application is approved.
 */
export const ZPublishCertificateRequest = z
  .object({ code_reg: zCodeReg, signatory_name: zSignatoryName, signatory_position: zSignatoryPosition, ...csrfBody })
  .strict();
export type TPublishCertificateRequest = z.input<typeof ZPublishCertificateRequest>;
export const ZPublishCertificateResponse = z.object({
  certificate: z.object({ certificate_uuid: z.string(), number: z.string(), valid_until: z.string() }),
});
export type TPublishCertificateResponse = z.infer<typeof ZPublishCertificateResponse>;

/**
 * POST admin/certificates/update.php (Revisi Data SBU): a reason and at least one changed field.
 * The number stays; `revision` goes up; a new PDF is made. → ZAdminCertificateResponse
 */
export const ZUpdateCertificateRequest = z
  .object({
    uuid: zUuid,
    reason: zReason,
    company_name: zRequiredString(200).optional(),
    company_address: zRequiredString(500).optional(),
    sub_bidang_codes: z
      .array(zText().trim().min(1, V.required).max(20, V.invalid))
      .min(1, V.required)
      .max(APPLICATION_SUB_BIDANG_MAX, V.invalid)
      .optional(),
    qualification: z.enum(QUALIFICATIONS, { error: V.invalid }).optional(),
    signatory_name: zSignatoryName.optional(),
    signatory_position: zSignatoryPosition.optional(),
    ...csrfBody,
  })
  .strict()
  .superRefine((v, ctx) => {
    const changed = [
      'company_name',
      'company_address',
      'sub_bidang_codes',
      'qualification',
      'signatory_name',
      'signatory_position',
    ].some((k) => v[k as keyof typeof v] !== undefined);
    if (!changed) ctx.addIssue({ code: 'custom', path: ['company_name'], message: V.required });
  });
export type TUpdateCertificateRequest = z.input<typeof ZUpdateCertificateRequest>;

/** POST admin/certificates/revoke.php: an active certificate, with a reason. → ZAdminCertificateResponse (`revoked`). */
export const ZRevokeCertificateRequest = z.object({ uuid: zUuid, reason: zReason, ...csrfBody }).strict();
export type TRevokeCertificateRequest = z.input<typeof ZRevokeCertificateRequest>;

/** The certificate fields of the admin settings (see settings/schemas.ts). */
export const zCertificateValidityYears = z.coerce
  .number({ error: V.invalid })
  .int(V.invalid)
  .min(1, V.invalid)
  .max(CERTIFICATE_VALIDITY_YEARS_MAX, V.invalid);
