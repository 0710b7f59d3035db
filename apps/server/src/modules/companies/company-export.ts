import { eq, inArray } from 'drizzle-orm';
import {
  ENTITY_STATUS_LABELS,
  ENTITY_STATUS_LABELS_ID,
  type TAdminCompanyListItem,
  type TAdminCompanyListQuery,
} from '@portal/contract';
import { companies, users } from '../../db/schema';
import { wibIsoOrEmpty, type CsvColumn } from '../../lib/csv';
import type { XlsxColumn } from '../../lib/xlsx';
import type { Deps } from '../../types';
import { exportCompaniesPage } from './admin-service';

/** A list row plus what a clerk needs on paper: address, phones, leader, KTA (docs/business-rules.md#exports). */
export type TCompanyExportRow = TAdminCompanyListItem & {
  address: string | null;
  village: string | null;
  district: string | null;
  regency_city: string | null;
  province: string | null;
  postal_code: string | null;
  phone: string | null;
  email: string | null;
  leader_name: string | null;
  leader_position: string | null;
  leader_nik: string | null;
  kta_kadin_number: string | null;
  kta_date: string | null;
  owner_phone: string | null;
};

/**
 * The export's page reader: the list's own page (same filter and order), then one query for the
 * extra fields of that page's companies — two queries a page, never one per row.
 */
export const exportCompanyRows =
  (deps: Pick<Deps, 'db'>, q: Omit<TAdminCompanyListQuery, 'page' | 'per_page'>) =>
  async (limit: number, offset: number): Promise<TCompanyExportRow[]> => {
    const page = await exportCompaniesPage(deps, q)(limit, offset);
    if (page.length === 0) return [];
    const extras = await deps.db
      .select({
        id: companies.id,
        address: companies.address,
        village: companies.village,
        district: companies.district,
        regency_city: companies.regencyCity,
        province: companies.province,
        postal_code: companies.postalCode,
        phone: companies.phone,
        email: companies.email,
        leader_name: companies.leaderName,
        leader_position: companies.leaderPosition,
        leader_nik: companies.leaderNik,
        kta_kadin_number: companies.ktaKadinNumber,
        kta_date: companies.ktaDate,
        owner_phone: users.phone,
      })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.userId))
      .where(
        inArray(
          companies.id,
          page.map((c) => c.companyId),
        ),
      );
    const byId = new Map(extras.map(({ id, ...rest }) => [id, rest]));
    return page.flatMap((c) => {
      const extra = byId.get(c.companyId);
      return extra ? [{ ...c, ...extra }] : [];
    });
  };

/** CSV, for scripts: digits and codes as stored, instants in ISO 8601 at WIB (`+07:00`), as the workbook shows them. */
export const COMPANY_CSV: CsvColumn<TCompanyExportRow>[] = [
  { header: 'ID', value: (c) => c.companyId },
  { header: 'Nama Perusahaan', value: (c) => c.name },
  { header: 'Bentuk Usaha', value: (c) => c.business_entity_type },
  { header: 'NPWP', value: (c) => c.npwp },
  { header: 'NIB', value: (c) => c.nib },
  { header: 'Status', value: (c) => ENTITY_STATUS_LABELS_ID[c.status] },
  { header: 'Alamat', value: (c) => c.address },
  { header: 'Kelurahan/Desa', value: (c) => c.village },
  { header: 'Kecamatan', value: (c) => c.district },
  { header: 'Kabupaten/Kota', value: (c) => c.regency_city },
  { header: 'Provinsi', value: (c) => c.province },
  { header: 'Kode Pos', value: (c) => c.postal_code },
  { header: 'Telepon Perusahaan', value: (c) => c.phone },
  { header: 'Email Perusahaan', value: (c) => c.email },
  { header: 'Nama Pimpinan', value: (c) => c.leader_name },
  { header: 'Jabatan Pimpinan', value: (c) => c.leader_position },
  { header: 'NIK Pimpinan', value: (c) => c.leader_nik },
  { header: 'No. KTA Kadin', value: (c) => c.kta_kadin_number },
  { header: 'Tanggal KTA', value: (c) => c.kta_date },
  { header: 'Pemilik', value: (c) => c.owner_name },
  { header: 'Email Pemilik', value: (c) => c.owner_email },
  { header: 'Telepon Pemilik', value: (c) => c.owner_phone },
  { header: 'Terdaftar (WIB)', value: (c) => wibIsoOrEmpty(c.created_at) },
  { header: 'Diverifikasi (WIB)', value: (c) => wibIsoOrEmpty(c.verified_at) },
];

/** The workbook, for clerks: NPWP, NIB, NIK and phones as text, times in WIB, labels in the reader's language (docs/decisions/040). */
export const COMPANY_XLSX: XlsxColumn<TCompanyExportRow>[] = [
  { header: { id: 'ID', en: 'ID' }, kind: 'number', width: 7, value: (c) => c.companyId },
  { header: { id: 'Nama Perusahaan', en: 'Company Name' }, kind: 'text', width: 34, value: (c) => c.name },
  { header: { id: 'Bentuk Usaha', en: 'Entity Type' }, kind: 'text', width: 13, value: (c) => c.business_entity_type },
  { header: { id: 'NPWP', en: 'NPWP' }, kind: 'text', width: 19, value: (c) => c.npwp },
  { header: { id: 'NIB', en: 'NIB' }, kind: 'text', width: 16, value: (c) => c.nib },
  {
    header: { id: 'Status', en: 'Status' },
    kind: 'text',
    width: 20,
    value: (c, lang) => ENTITY_STATUS_LABELS[c.status][lang],
  },
  { header: { id: 'Alamat', en: 'Address' }, kind: 'text', width: 36, value: (c) => c.address },
  { header: { id: 'Kelurahan/Desa', en: 'Village' }, kind: 'text', width: 18, value: (c) => c.village },
  { header: { id: 'Kecamatan', en: 'District' }, kind: 'text', width: 18, value: (c) => c.district },
  { header: { id: 'Kabupaten/Kota', en: 'Regency/City' }, kind: 'text', width: 20, value: (c) => c.regency_city },
  { header: { id: 'Provinsi', en: 'Province' }, kind: 'text', width: 18, value: (c) => c.province },
  { header: { id: 'Kode Pos', en: 'Postal Code' }, kind: 'text', width: 10, value: (c) => c.postal_code },
  { header: { id: 'Telepon Perusahaan', en: 'Company Phone' }, kind: 'text', width: 17, value: (c) => c.phone },
  { header: { id: 'Email Perusahaan', en: 'Company Email' }, kind: 'text', width: 28, value: (c) => c.email },
  { header: { id: 'Nama Pimpinan', en: 'Leader Name' }, kind: 'text', width: 26, value: (c) => c.leader_name },
  {
    header: { id: 'Jabatan Pimpinan', en: 'Leader Position' },
    kind: 'text',
    width: 20,
    value: (c) => c.leader_position,
  },
  { header: { id: 'NIK Pimpinan', en: 'Leader NIK' }, kind: 'text', width: 19, value: (c) => c.leader_nik },
  { header: { id: 'No. KTA Kadin', en: 'KTA Kadin No.' }, kind: 'text', width: 18, value: (c) => c.kta_kadin_number },
  { header: { id: 'Tanggal KTA', en: 'KTA Date' }, kind: 'date', width: 12, value: (c) => c.kta_date },
  { header: { id: 'Pemilik Akun', en: 'Account Owner' }, kind: 'text', width: 26, value: (c) => c.owner_name },
  { header: { id: 'Email Pemilik', en: 'Owner Email' }, kind: 'text', width: 30, value: (c) => c.owner_email },
  { header: { id: 'Telepon Pemilik', en: 'Owner Phone' }, kind: 'text', width: 17, value: (c) => c.owner_phone },
  {
    header: { id: 'Terdaftar (WIB)', en: 'Registered (WIB)' },
    kind: 'datetime',
    width: 20,
    value: (c) => c.created_at,
  },
  {
    header: { id: 'Diverifikasi (WIB)', en: 'Verified (WIB)' },
    kind: 'datetime',
    width: 20,
    value: (c) => c.verified_at,
  },
];
