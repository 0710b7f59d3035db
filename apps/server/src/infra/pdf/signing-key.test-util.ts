import { X509Certificate, generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import type { TPdfSigningKey } from './sign-pdf';

/** A throwaway RSA key with a self-signed certificate, for tests that sign PDFs without a database. */
export function testSigningKey(name = 'LSBU Uji'): TPdfSigningKey & { certificatePem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = '01a2b3c4';
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 86_400_000);
  const subject = [{ name: 'commonName', value: name }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(forge.pki.privateKeyFromPem(privateKeyPem), forge.md.sha256.create());
  const certificatePem = forge.pki.certificateToPem(cert);
  return {
    privateKeyPem,
    certificates: [new Uint8Array(new X509Certificate(certificatePem).raw)],
    name,
    location: 'Indonesia',
    contactInfo: 'http://localhost:8080',
    certificatePem,
  };
}
