import { afterAll, describe, it } from 'vitest';
import { expectPdfsigValidThenBroken, hasPdfsig } from '../../../../test/pdfsig';
import { testSigningKey } from '../../../infra/pdf/signing-key.test-util';
import { catalogueSubBidang, certificate } from './fixture.test-util';
import { closeCertificatePdfRenderer, renderCertificatePdf } from '.';

/** Every certificate revision is PAdES-signed (docs/decisions/102); pdfsig checks it independently. */
afterAll(closeCertificatePdfRenderer);

const key = testSigningKey('LSBU Kadin Indonesia');
const sign = (reason: string) => ({ key, reason, signingTime: new Date().toISOString() });

describe.skipIf(!hasPdfsig)('pdfsig on the signed certificate PDFs', () => {
  it('reports a certificate signed (ETSI.CAdES.detached) and valid, and not valid after one changed byte', async () => {
    const pdf = await renderCertificatePdf(certificate(), sign('Sertifikat Badan Usaha SBU-2026-000123, revisi 1'));
    expectPdfsigValidThenBroken(pdf, 'LSBU Kadin Indonesia');
  });

  it('reports a revised certificate with an annex signed and valid, and not valid after one changed byte', async () => {
    const pdf = await renderCertificatePdf(
      certificate({ revision: 3, data: { ...certificate().data, sub_bidang: catalogueSubBidang(40) } }),
      sign('Sertifikat Badan Usaha SBU-2026-000123, revisi 3'),
    );
    expectPdfsigValidThenBroken(pdf, 'LSBU Kadin Indonesia');
  });
});
