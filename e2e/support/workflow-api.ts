import { apiPath, REQUIRED_APPLICATION_DOCUMENT_TYPES } from '@portal/contract';
import { pdfFile, pngFile } from './files';
import type { NewCompany } from './fixtures';
import { E2E_ADMIN } from '../playwright.config';
import { ensureSetupComplete, signedInClient } from './seed-api';

/** Legal data complete for a PT (the application form's required fields). */
const LEGAL = {
  aktaPendirianNotaris: 'Dr. Hendra Wijaya, S.H., M.Kn.',
  aktaPendirianNomor: '12',
  aktaPendirianTanggal: '2015-03-10',
  skKemenkumhamNomor: 'AHU-0012345.AH.01.01.TAHUN 2015',
  skKemenkumhamTanggal: '2015-04-02',
  nibDate: '2019-08-20',
};

export interface SeedApplication {
  subBidangCodes: string[];
  qualification?: 'kecil' | 'menengah' | 'besar';
  type?: 'new' | 'renewal' | 'upgrade';
  certificateUuid?: string;
}

/** A draft made through the API as the company; returns its code_reg. */
export async function createApplication(baseURL: string, company: NewCompany, app: SeedApplication): Promise<string> {
  const co = await signedInClient(baseURL, company.email, company.password);
  const created = await co.post(apiPath('applications/create.php'), {
    applicationType: app.type ?? 'new',
    ...(app.certificateUuid ? { certificateUuid: app.certificateUuid } : {}),
    companyQualification: app.qualification ?? 'kecil',
    subBidangCodes: app.subBidangCodes,
    ...LEGAL,
    notes: '',
  });
  return String((created.application as { code_reg: string }).code_reg);
}

/** The company uploads the supporting documents and submits its draft; returns the invoice issued (`pending`) with its due date. */
export async function submitApplication(
  baseURL: string,
  company: NewCompany,
  codeReg: string,
): Promise<{ uuid_invoice: string; transId: string; due_date: string }> {
  await ensureSetupComplete(baseURL);
  const co = await signedInClient(baseURL, company.email, company.password);
  for (const type of REQUIRED_APPLICATION_DOCUMENT_TYPES) {
    await co.postFile(
      apiPath('documents/upload.php'),
      { document_type: type, category: 'sbu_application', code_reg: codeReg },
      'document',
      pdfFile(`${type}.pdf`),
    );
  }
  const submitted = await co.post(apiPath('applications/submit.php'), { code_reg: codeReg });
  const { uuid_invoice, transId } = submitted.invoice as { uuid_invoice: string; transId: string };
  const detail = await co.get(`${apiPath('transactions/detail.php')}?uuid_invoice=${uuid_invoice}`);
  return { uuid_invoice, transId, due_date: String((detail.invoice as { due_date: string }).due_date) };
}

/** The company uploads a transfer proof and the admin verifies the payment (the application goes `under_review`). */
export async function payAndVerify(baseURL: string, company: NewCompany, uuidInvoice: string): Promise<void> {
  const co = await signedInClient(baseURL, company.email, company.password);
  await co.postFile(
    apiPath('transactions/upload_proof.php'),
    { uuid_invoice: uuidInvoice },
    'proof',
    pngFile('bukti-transfer.png'),
  );
  const admin = await signedInClient(baseURL, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.post(apiPath('admin/payments/verify.php'), { uuid_invoice: uuidInvoice, decision: 'verify' });
}

/** The admin asks for one more document on an application `under_review`, due on a WIB date. */
export async function requestDocument(baseURL: string, codeReg: string, title: string, dueDate: string): Promise<void> {
  const admin = await signedInClient(baseURL, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.post(apiPath('admin/document-requests/create.php'), { code_reg: codeReg, title, due_date: dueDate });
}

/**
 * A draft taken through the API to `approved`, as the company and the admin would: supporting
 * documents, submit (the invoice is issued), transfer proof, payment verified, approved.
 */
export async function takeToApproved(baseURL: string, company: NewCompany, codeReg: string): Promise<void> {
  const invoice = await submitApplication(baseURL, company, codeReg);
  await payAndVerify(baseURL, company, invoice.uuid_invoice);
  const admin = await signedInClient(baseURL, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.post(apiPath('admin/applications/decide.php'), { code_reg: codeReg, decision: 'approve' });
}

/** An application made and taken to `approved` through the API (specs that start at the admin's publish step). */
export async function seedApprovedApplication(
  baseURL: string,
  company: NewCompany,
  app: SeedApplication,
): Promise<string> {
  const codeReg = await createApplication(baseURL, company, app);
  await takeToApproved(baseURL, company, codeReg);
  return codeReg;
}

/** The admin publishes an approved application's certificate through the API. */
export async function publishCertificate(
  baseURL: string,
  codeReg: string,
): Promise<{ certificate_uuid: string; number: string; valid_until: string }> {
  const admin = await signedInClient(baseURL, E2E_ADMIN.email, E2E_ADMIN.password);
  const data = await admin.post(apiPath('admin/certificates/publish.php'), {
    code_reg: codeReg,
    signatory_name: 'Ir. Bambang Sutrisno, M.T.',
    signatory_position: 'Ketua Badan Sertifikasi',
  });
  return data.certificate as { certificate_uuid: string; number: string; valid_until: string };
}

/**
 * The certificate settings a fresh portal lacks (body name, signatory), set by the admin. The suite
 * has one administrator, who approves and publishes: separation of duties (on by default;
 * docs/business-rules.md#separation-of-duties) is turned off, at once while no other super admin is active.
 */
export async function setCertificateSettings(baseURL: string): Promise<void> {
  const admin = await signedInClient(baseURL, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.post(apiPath('admin/settings/update.php'), {
    body_name: 'Badan Sertifikasi Kamar Dagang dan Industri',
    signatory_name: 'Ir. Bambang Sutrisno, M.T.',
    signatory_position: 'Ketua Badan Sertifikasi',
    separation_of_duties: false,
  });
}
