import { X509Certificate, createHash, verify as verifyBytes } from 'node:crypto';
import forge from 'node-forge';

/**
 * Reads and checks the last signature of a PDF (docs/decisions/102), for `verify-file.php` and the
 * tests: what a PDF reader checks, with node's crypto. The file is not trusted: any malformed part
 * reads as "not signed" or "not valid", never as an exception.
 */
export interface TPdfSignatureCheck {
  /** A signature dictionary with a byte range and contents was found. */
  signed: boolean;
  /** The CMS signature holds over the bytes its range names. */
  valid: boolean;
  /** The signed range covers the whole file (nothing was appended after signing). */
  coversWholeFile: boolean;
  /** The signer's certificate (DER), when the signature over the signed attributes holds with it. */
  signerCertificate: Buffer | null;
  /** Every certificate (DER) the signature carries, whether or not anything holds. */
  certificates: Buffer[];
}

const NOT_SIGNED: TPdfSignatureCheck = {
  signed: false,
  valid: false,
  coversWholeFile: false,
  signerCertificate: null,
  certificates: [],
};
const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
type Asn1 = forge.asn1.Asn1;
const { asn1 } = forge;
const kids = (node: Asn1 | undefined): Asn1[] => (node && Array.isArray(node.value) ? node.value : []);
const bytesOf = (node: Asn1 | undefined): Buffer =>
  Buffer.from(typeof node?.value === 'string' ? node.value : '', 'binary');

export function checkPdfSignature(pdf: Buffer): TPdfSignatureCheck {
  const text = pdf.toString('latin1');
  const at = text.lastIndexOf('/ByteRange');
  if (at < 0) return NOT_SIGNED;
  const range = /^\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text.slice(at, at + 120));
  if (!range) return NOT_SIGNED;
  const [a, b, c, d] = range.slice(1).map(Number) as [number, number, number, number];
  if (a !== 0 || b <= 0 || c <= b || c + d > pdf.length) return NOT_SIGNED;
  const hex = /^<([0-9a-fA-F]*)>$/.exec(text.slice(b, c));
  if (!hex) return NOT_SIGNED;
  const coversWholeFile = c + d === pdf.length;
  let certificates: Buffer[] = [];
  try {
    // The contents are zero-padded after the CMS: read its first element only.
    const fromDer = asn1.fromDer as unknown as (bytes: string, options: { parseAllBytes: boolean }) => Asn1;
    const cms = fromDer(Buffer.from(hex[1]!, 'hex').toString('binary'), { parseAllBytes: false });
    const signedData = kids(kids(cms)[1])[0];
    const parts = kids(signedData);
    certificates = parts
      .filter((p) => p.tagClass === asn1.Class.CONTEXT_SPECIFIC && p.type === 0)
      .flatMap(kids)
      .map((cert) => Buffer.from(asn1.toDer(cert).getBytes(), 'binary'));
    const signerInfo = kids(parts[parts.length - 1])[0];
    const info = kids(signerInfo);
    const attrs = info.find((p) => p.tagClass === asn1.Class.CONTEXT_SPECIFIC && p.type === 0);
    const signature = bytesOf(info[info.length - 1]);
    if (!attrs || certificates.length === 0) return { ...NOT_SIGNED, signed: true, coversWholeFile, certificates };
    const digestAttr = kids(attrs).find(
      (attr) => asn1.derToOid(bytesOf(kids(attr)[0]).toString('binary')) === MESSAGE_DIGEST,
    );
    const claimed = bytesOf(kids(kids(digestAttr)[1])[0]);
    const actual = createHash('sha256')
      .update(pdf.subarray(a, a + b))
      .update(pdf.subarray(c, c + d))
      .digest();
    const signedBytes = Buffer.from(
      asn1.toDer(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, kids(attrs))).getBytes(),
      'binary',
    );
    for (const der of certificates) {
      const cert = new X509Certificate(der);
      if (verifyBytes('sha256', signedBytes, cert.publicKey, signature))
        return { signed: true, valid: claimed.equals(actual), coversWholeFile, signerCertificate: der, certificates };
    }
    return { signed: true, valid: false, coversWholeFile, signerCertificate: null, certificates };
  } catch {
    return { signed: true, valid: false, coversWholeFile, signerCertificate: null, certificates };
  }
}
