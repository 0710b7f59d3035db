import { X509Certificate, createHash, createPrivateKey, generateKeyPair, type KeyObject } from 'node:crypto';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import forge from 'node-forge';
import type { TPdfSigningKey } from '../../infra/pdf/sign-pdf';
import type { AppConfig } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { Deps } from '../../types';
import { readSettings } from '../settings';
import { currentKey, publicKeys, rotateKey, type TNewKey, type TStoredKey } from './key-store';

/**
 * The key that signs the portal's PDFs (docs/decisions/102): the operator's PKCS#12
 * (`SIGNING_P12_PATH`), or else an RSA key with a self-signed certificate made once and kept in
 * the database (key-store.ts), the same for every instance. Loaded before a publication takes its
 * locks and cached per process, so signing adds no database work inside a transaction.
 */
type PdfKeyDeps = Pick<Deps, 'db' | 'secret' | 'config' | 'clock'>;

const SELF_SIGNED_YEARS = 20;
const generateRsa = promisify(generateKeyPair);

const pemToDer = (pem: string): Buffer => new X509Certificate(pem).raw;
const thumbprint = (der: Buffer) => createHash('sha256').update(der).digest('base64url');

/** A new RSA-2048 key and a self-signed certificate naming the certification body. */
async function generatePdfKey(deps: PdfKeyDeps, db: DbOrTx): Promise<TNewKey> {
  const { privateKey, publicKey } = await generateRsa('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const settings = await readSettings(db);
  const name = settings.body_name.trim() || 'PORTAL BSKI';
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  // A positive serial of 16 random bytes.
  cert.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(15))}`;
  const now = deps.clock.now();
  cert.validity.notBefore = new Date(now.getTime() - 24 * 3600_000);
  cert.validity.notAfter = new Date(now.getTime() + SELF_SIGNED_YEARS * 365.25 * 24 * 3600_000);
  const subject = [
    { name: 'commonName', value: name },
    { name: 'organizationName', value: name },
    { name: 'countryName', value: 'ID' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(privateKeyPem), forge.md.sha256.create());
  const certificatePem = forge.pki.certificateToPem(cert);
  return {
    kid: thumbprint(pemToDer(certificatePem)),
    algorithm: 'RS256',
    privateKeyPem,
    publicJwk: publicKey.export({ format: 'jwk' }) as Record<string, string>,
    certificatePem,
  };
}

interface TLoadedPdfKey {
  signing: TPdfSigningKey;
  certificatePem: string;
}

/** The signature dictionary's words: the body's name (the certificate's CN), where, and how to reach it. */
function signingKey(privateKey: KeyObject, certificatesDer: Buffer[], config: AppConfig): TPdfSigningKey {
  const cn = /CN=([^\n]+)/.exec(new X509Certificate(certificatesDer[0]!).subject)?.[1] ?? 'PORTAL BSKI';
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    certificates: certificatesDer.map((d) => new Uint8Array(d)),
    name: cn,
    location: 'Indonesia',
    contactInfo: config.publicUrl,
  };
}

/**
 * The operator's PKCS#12: its private key and the certificate that matches it first, then the
 * rest of its chain. Read with node-forge (RSA keys); a wrong password or a file without a key
 * stops the server at start (app.ts), not at the first publication.
 */
export async function readPkcs12(
  file: string,
  password: string,
): Promise<{ keyPem: string; certificatesPem: string[] }> {
  const bytes = await fs.readFile(file);
  const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(bytes.toString('binary')), false, password);
  const bag = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const key = [...bag(forge.pki.oids.pkcs8ShroudedKeyBag), ...bag(forge.pki.oids.keyBag)][0]?.key;
  if (!key) throw new Error('SIGNING_P12_PATH: the PKCS#12 file holds no private key (an RSA key is expected)');
  const rsa = key as forge.pki.rsa.PrivateKey;
  const certs = bag(forge.pki.oids.certBag).flatMap((b) => (b.cert ? [b.cert] : []));
  const matches = (c: forge.pki.Certificate) => {
    const pub = c.publicKey as forge.pki.rsa.PublicKey;
    return pub.n.compareTo(rsa.n) === 0 && pub.e.compareTo(rsa.e) === 0;
  };
  const own = certs.find(matches);
  if (!own) throw new Error('SIGNING_P12_PATH: no certificate in the PKCS#12 file matches its private key');
  return {
    keyPem: forge.pki.privateKeyInfoToPem(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(rsa))),
    certificatesPem: [own, ...certs.filter((c) => c !== own)].map((c) => forge.pki.certificateToPem(c)),
  };
}

const fromP12 = new WeakMap<AppConfig, Promise<TLoadedPdfKey>>();
const fromDb = new WeakMap<Db, Promise<TLoadedPdfKey>>();

async function loadP12(config: AppConfig): Promise<TLoadedPdfKey> {
  const { path, password } = config.signingP12!;
  const { keyPem, certificatesPem } = await readPkcs12(path, password);
  return {
    signing: signingKey(createPrivateKey(keyPem), certificatesPem.map(pemToDer), config),
    certificatePem: certificatesPem[0]!,
  };
}

const loadedFrom = (key: TStoredKey, config: AppConfig): TLoadedPdfKey => ({
  signing: signingKey(key.privateKey, [pemToDer(key.certificatePem!)], config),
  certificatePem: key.certificatePem!,
});

function cached<K extends object>(map: WeakMap<K, Promise<TLoadedPdfKey>>, k: K, load: () => Promise<TLoadedPdfKey>) {
  let p = map.get(k);
  if (!p) {
    p = load();
    map.set(k, p);
    // A failed load is tried again next time.
    p.catch(() => map.delete(k));
  }
  return p;
}

async function loadedPdfKey(deps: PdfKeyDeps): Promise<TLoadedPdfKey> {
  if (deps.config.signingP12) return cached(fromP12, deps.config, () => loadP12(deps.config));
  return cached(fromDb, deps.db, async () =>
    loadedFrom(await currentKey(deps, 'pdf', (tx) => generatePdfKey(deps, tx), deps.clock.now()), deps.config),
  );
}

/** What the PDF worker signs with (docs/decisions/102). */
export async function pdfSigningKey(deps: PdfKeyDeps): Promise<TPdfSigningKey> {
  return (await loadedPdfKey(deps)).signing;
}

/** The certificate the PDFs are signed with now (PEM), for `certificates/issuer.php`. */
export async function pdfSigningCertificate(deps: PdfKeyDeps): Promise<string> {
  return (await loadedPdfKey(deps)).certificatePem;
}

/**
 * Every certificate the portal has signed PDFs with (DER): the configured PKCS#12's and each
 * database key's, retired ones included. A PDF signed by one of them but not byte-identical to an
 * issued revision was altered.
 */
export async function knownPdfCertificates(deps: PdfKeyDeps): Promise<Buffer[]> {
  const own = deps.config.signingP12 ? [pemToDer((await loadedPdfKey(deps)).certificatePem)] : [];
  const stored = await publicKeys(deps.db, 'pdf');
  return [...own, ...stored.flatMap((k) => (k.certificatePem ? [pemToDer(k.certificatePem)] : []))];
}

/** A new database PDF key (the old one stays known); an operator's PKCS#12 is replaced by changing the file. */
export async function rotatePdfKey(deps: PdfKeyDeps): Promise<void> {
  const key = await rotateKey(deps, 'pdf', (tx) => generatePdfKey(deps, tx), deps.clock.now());
  fromDb.set(deps.db, Promise.resolve(loadedFrom(key, deps.config)));
}

/** At start: an operator's PKCS#12 that cannot be opened stops the server with the reason. */
export async function assertPdfKeyReadable(deps: PdfKeyDeps): Promise<void> {
  if (deps.config.signingP12) await loadedPdfKey(deps);
}
