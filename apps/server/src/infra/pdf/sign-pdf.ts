import { createHash, createPrivateKey, sign as signBytes, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import { Signer, SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';

/**
 * PAdES signatures (`ETSI.CAdES.detached`, baseline B-B) on the portal's PDFs, docs/decisions/102.
 * Runs inside a PDF worker thread (infra/pdf/serve-pdf-requests.ts), right after the drawing.
 *
 * `@signpdf/placeholder-plain` adds the signature dictionary (with the signing time as `/M`) in an
 * incremental update and `@signpdf/signpdf` fills the byte range. The CMS is built here with
 * node-forge's ASN.1 writer and signed with node's crypto: `@signpdf/signer-p12` re-reads the
 * PKCS#12 on every signature (≈ 270 ms of pure JavaScript here) and cannot add the
 * signing-certificate-v2 attribute a PAdES signature requires.
 */

/** The key and certificate chain that sign, as the worker receives them (transferable plain data). */
export interface TPdfSigningKey {
  /** PKCS#8 PEM (RSA or EC P-256). */
  privateKeyPem: string;
  /** DER certificates, the signer's first, then its issuers (if any). */
  certificates: Uint8Array[];
  /** The signature dictionary's `/Name`, `/Location`, `/ContactInfo` and `/Reason`. */
  name: string;
  location: string;
  contactInfo: string;
}

export interface TPdfSignature {
  key: TPdfSigningKey;
  reason: string;
  /** ISO instant written as `/M`. */
  signingTime: string;
}

const { asn1 } = forge;
const OID = {
  signedData: '1.2.840.113549.1.7.2',
  data: '1.2.840.113549.1.7.1',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
} as const;

/** Room for the CMS (hex): a 2048–4096-bit RSA signature with a chain of a few certificates. */
const SIGNATURE_PLACEHOLDER_BYTES = 8_192;

type Asn1 = forge.asn1.Asn1;
const U = asn1.Class.UNIVERSAL;
const seq = (value: Asn1[]) => asn1.create(U, asn1.Type.SEQUENCE, true, value);
const set = (value: Asn1[]) => asn1.create(U, asn1.Type.SET, true, value);
const oid = (id: string) => asn1.create(U, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
const octets = (bytes: Buffer) => asn1.create(U, asn1.Type.OCTETSTRING, false, bytes.toString('binary'));
const int = (n: number) => asn1.create(U, asn1.Type.INTEGER, false, asn1.integerToDer(n).getBytes());
const nul = () => asn1.create(U, asn1.Type.NULL, false, '');
const der = (node: Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const fromDer = (bytes: Uint8Array) => asn1.fromDer(Buffer.from(bytes).toString('binary'));

/** The issuer Name and serial number of a DER certificate, read from its TBSCertificate (any key type). */
export function issuerAndSerial(certificate: Asn1): { issuer: Asn1; serial: Asn1 } {
  const tbs = (certificate.value as Asn1[])[0]!;
  const fields = tbs.value as Asn1[];
  // An explicit [0] version comes first in v3 certificates.
  const at = fields[0]!.tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  return { serial: fields[at]!, issuer: fields[at + 2]! };
}

/** DER SET OF: its elements sorted by their encodings (X.690 11.6). */
function derSetOf(items: Asn1[]): Asn1[] {
  return items
    .map((node) => ({ node, bytes: der(node) }))
    .sort((a, b) => Buffer.compare(a.bytes, b.bytes))
    .map((x) => x.node);
}

const attribute = (type: string, value: Asn1) => seq([oid(type), set([value])]);

/** A CMS SignedData (detached) over `content`, as PAdES baseline B-B wants it. */
export function cadesDetached(content: Buffer, key: KeyObject, certificates: Uint8Array[]): Buffer {
  const certs = certificates.map(fromDer);
  const signerCert = certs[0]!;
  const { issuer, serial } = issuerAndSerial(signerCert);
  const certHash = createHash('sha256').update(certificates[0]!).digest();
  const essCertIdV2 = seq([
    octets(certHash),
    // IssuerSerial: GeneralNames with the issuer as a directoryName ([4]).
    seq([seq([asn1.create(asn1.Class.CONTEXT_SPECIFIC, 4, true, [issuer])]), serial]),
  ]);
  const signedAttrs = derSetOf([
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.messageDigest, octets(createHash('sha256').update(content).digest())),
    attribute(OID.signingCertificateV2, seq([seq([essCertIdV2])])),
  ]);
  // The signature covers the attributes encoded as a SET (RFC 5652 5.4), not as the [0] they are sent in.
  const toSign = der(set(signedAttrs));
  const ec = key.asymmetricKeyType === 'ec';
  const signature = signBytes('sha256', toSign, key);
  const signerInfo = seq([
    int(1),
    seq([issuer, serial]),
    seq([oid(OID.sha256)]),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, signedAttrs),
    ec ? seq([oid(OID.ecdsaWithSha256)]) : seq([oid(OID.rsaEncryption), nul()]),
    octets(signature),
  ]);
  const signedData = seq([
    int(1),
    set([seq([oid(OID.sha256)])]),
    seq([oid(OID.data)]),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, certs),
    set([signerInfo]),
  ]);
  return der(seq([oid(OID.signedData), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData])]));
}

/** `@signpdf/signpdf`'s signer seam, with the key parsed once per worker. */
class CadesSigner extends Signer {
  constructor(
    private readonly key: KeyObject,
    private readonly certificates: Uint8Array[],
  ) {
    super();
  }

  override async sign(pdfBuffer: Buffer): Promise<Buffer> {
    return cadesDetached(pdfBuffer, this.key, this.certificates);
  }
}

const keys = new Map<string, KeyObject>();
function privateKey(pem: string): KeyObject {
  let k = keys.get(pem);
  if (!k) {
    k = createPrivateKey(pem);
    keys.clear();
    keys.set(pem, k);
  }
  return k;
}

const signPdfLib = new SignPdf();

/** Signs a PDF drawn by pdfkit: an incremental update holding the signature, whose byte range covers the whole file. */
export async function signPdf(pdf: Buffer, signature: TPdfSignature): Promise<Buffer> {
  const { key } = signature;
  const withPlaceholder = plainAddPlaceholder({
    pdfBuffer: pdf,
    reason: signature.reason,
    contactInfo: key.contactInfo,
    name: key.name,
    location: key.location,
    signingTime: new Date(signature.signingTime),
    signatureLength: SIGNATURE_PLACEHOLDER_BYTES,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    // A PDF name object: no spaces.
    appName: 'PORTAL-BSKI',
  });
  return signPdfLib.sign(withPlaceholder, new CadesSigner(privateKey(key.privateKeyPem), key.certificates));
}
