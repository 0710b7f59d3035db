import { z } from 'zod';
import { QUALIFICATIONS } from '../catalogue/qualifications';
import { V, zText } from '../common/fields';
import { ZListQuery, listResult } from '../common/list';
import { csrfBody } from '../common/workflow-fields';
import { REGISTER_SEARCH_MIN_CHARS, VERIFY_BATCH_MAX } from '../limits';
import { CERTIFICATE_STATUSES } from '../statuses';
import { ZPublicCertificate } from './schemas';

/**
 * Certificates anyone can verify without the portal (docs/decisions/102,
 * docs/business-rules.md#verifying-certificates): the signing identity, the Open Badges 3.0
 * credential, and the public checks of a file, a credential, a batch and the register.
 */

/** GET certificates/issuer.php (public): who signs, with which certificate, and where the credential keys are. */
export const ZCertificateIssuerResponse = z.object({
  name: z.string(),
  /** The X.509 certificate (PEM) the PDFs are signed with now. */
  signing_certificate_pem: z.string(),
  /** Absolute URL of `/.well-known/jwks.json`. */
  jwks_url: z.string(),
});
export type TCertificateIssuerResponse = z.infer<typeof ZCertificateIssuerResponse>;

// ---- The Open Badges 3.0 credential (W3C Verifiable Credentials 2.0) ----

const ZAlignment = z.object({
  type: z.array(z.string()),
  targetName: z.string(),
  targetCode: z.string(),
  targetDescription: z.string(),
  targetFramework: z.string(),
  targetUrl: z.string(),
});

export const ZBitstringStatusListEntry = z.object({
  id: z.string(),
  type: z.literal('BitstringStatusListEntry'),
  statusPurpose: z.literal('revocation'),
  /** The entry's bit, as a string of digits (the W3C data model). */
  statusListIndex: z.string(),
  statusListCredential: z.string(),
});

/** An `OpenBadgeCredential` for one certificate; `credentialSubject` names the company and the SBU. */
export const ZOpenBadgeCredential = z.object({
  '@context': z.array(z.string()),
  id: z.string(),
  type: z.array(z.string()),
  name: z.string(),
  issuer: z.object({ id: z.string(), type: z.array(z.string()), name: z.string(), url: z.string() }),
  validFrom: z.string(),
  validUntil: z.string(),
  credentialSubject: z.object({
    type: z.array(z.string()),
    /** The company, by name (an `IdentityObject` of type `name`, not hashed). */
    identifier: z.array(
      z.object({
        type: z.literal('IdentityObject'),
        identityHash: z.string(),
        identityType: z.literal('name'),
        hashed: z.literal(false),
      }),
    ),
    /** The SBU number. */
    licenseNumber: z.string(),
    achievement: z.object({
      id: z.string(),
      type: z.array(z.string()),
      achievementType: z.string(),
      name: z.string(),
      description: z.string(),
      criteria: z.object({ narrative: z.string() }),
      humanCode: z.string(),
      /** The qualification (`kecil`, `menengah`, `besar`) and each KBLI code, as tags. */
      tag: z.array(z.string()),
      /** One per sub-bidang: its code and name, and its KBLI code in `targetDescription`. */
      alignment: z.array(ZAlignment),
    }),
  }),
  credentialStatus: ZBitstringStatusListEntry,
});
export type TOpenBadgeCredential = z.infer<typeof ZOpenBadgeCredential>;

/** GET certificates/credential.php?uuid= (owner): the VC-JWT and the credential it secures. */
export const ZCertificateCredentialResponse = z.object({ jwt: z.string(), credential: ZOpenBadgeCredential });
export type TCertificateCredentialResponse = z.infer<typeof ZCertificateCredentialResponse>;

// ---- Checking a file ----

/** Why a file is not (or not quite) the current certificate. */
export const VERIFY_FILE_REASONS = [
  /** The portal's signature is in it, but the bytes are not those of any revision it issued. */
  'altered',
  /** No signature of the portal: not a certificate it issued. */
  'unknown',
  /** Genuine, but a later revision replaced it: the current one is named. */
  'older_revision',
  /** The bytes are an issued revision's from before PDFs were signed: check it by number. */
  'unsigned',
] as const;
export type TVerifyFileReason = (typeof VERIFY_FILE_REASONS)[number];

/** POST certificates/verify-file.php (public, multipart `file`). */
export const ZVerifyFileResponse = z.object({
  genuine: z.boolean(),
  certificate: z
    .object({
      certificate_uuid: z.string(),
      number: z.string(),
      status: z.enum(CERTIFICATE_STATUSES),
      revision: z.number().int(),
      current_revision: z.number().int(),
    })
    .optional(),
  reason: z.enum(VERIFY_FILE_REASONS).optional(),
});
export type TVerifyFileResponse = z.infer<typeof ZVerifyFileResponse>;

// ---- Checking a credential ----

/** POST certificates/verify-credential.php (public): the compact VC-JWT as pasted. */
export const ZVerifyCredentialRequest = z
  .object({ credential: zText(V.required).trim().min(1, V.required).max(20_000, V.tooLong), ...csrfBody })
  .strict();
export type TVerifyCredentialRequest = z.input<typeof ZVerifyCredentialRequest>;

/** `unknown` when the signature does not hold (nothing in the credential can be believed). */
export const CREDENTIAL_CHECK_STATUSES = [...CERTIFICATE_STATUSES, 'unknown'] as const;
export type TCredentialCheckStatus = (typeof CREDENTIAL_CHECK_STATUSES)[number];

export const ZVerifyCredentialResponse = z.object({
  valid_signature: z.boolean(),
  /** The certificate's status now (its status-list bit included); `unknown` without a valid signature. */
  status: z.enum(CREDENTIAL_CHECK_STATUSES),
  certificate: ZPublicCertificate.optional(),
});
export type TVerifyCredentialResponse = z.infer<typeof ZVerifyCredentialResponse>;

// ---- A batch of numbers ----

/** POST certificates/verify-batch.php (public): up to VERIFY_BATCH_MAX numbers, as typed. */
export const ZVerifyBatchRequest = z
  .object({
    numbers: z.array(zText(V.invalid).max(60, V.tooLong)).min(1, V.required).max(VERIFY_BATCH_MAX, V.tooLong),
    ...csrfBody,
  })
  .strict();
export type TVerifyBatchRequest = z.input<typeof ZVerifyBatchRequest>;

export const ZVerifyBatchResult = z.object({
  /** The line as given. */
  query: z.string(),
  found: z.boolean(),
  number: z.string().nullable(),
  company_name: z.string().nullable(),
  qualification: z.enum(QUALIFICATIONS).nullable(),
  sub_bidang: z.array(z.object({ code: z.string(), name: z.string(), kbli: z.string() })),
  status: z.enum(CERTIFICATE_STATUSES).nullable(),
  valid_until: z.string().nullable(),
});
export type TVerifyBatchResult = z.infer<typeof ZVerifyBatchResult>;
export const ZVerifyBatchResponse = z.object({ results: z.array(ZVerifyBatchResult) });
export type TVerifyBatchResponse = z.infer<typeof ZVerifyBatchResponse>;

// ---- The public register ----

/** GET certificates/search.php?company= (public): part of a company name, paged. */
export const ZRegisterSearchQuery = ZListQuery.pick({ page: true, per_page: true }).extend({
  company: zText(V.required).trim().min(REGISTER_SEARCH_MIN_CHARS, V.invalid).max(100, V.tooLong),
});
export type TRegisterSearchQuery = z.output<typeof ZRegisterSearchQuery>;
export const ZRegisterSearchResponse = listResult(ZPublicCertificate);
export type TRegisterSearchResponse = z.infer<typeof ZRegisterSearchResponse>;
