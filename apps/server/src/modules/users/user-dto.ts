import type { TCompany, TDocument, TUser } from '@portal/contract';
import { API_PREFIX } from '@portal/contract';
import type { companies, documents, users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;
type DocumentRow = typeof documents.$inferSelect;

/** The public user shape (SPEC §3, contract ZUser): never the hash, the id or the suspension reason. */
export function toUserDto(u: UserRow): TUser {
  return {
    uuid: u.uuid,
    email: u.email,
    name: u.name,
    phone: u.phone,
    status: u.status,
    role: u.role,
    theme_preference: u.themePreference,
    is_suspended: u.isSuspended,
    leader_position: u.leaderPosition,
    created_at: u.createdAt.toISOString(),
  };
}

/** Contract ZCompany: snake_case except `companyId`, which SPEC §2/§3 names so. */
export function toCompanyDto(c: CompanyRow): TCompany {
  return {
    companyId: c.id,
    name: c.name,
    business_entity_type: c.businessEntityType,
    npwp: c.npwp,
    nib: c.nib,
    status: c.status,
    address: c.address,
    province: c.province,
    regency_city: c.regencyCity,
    district: c.district,
    village: c.village,
    postal_code: c.postalCode,
    phone: c.phone,
    email: c.email,
    business_type: c.businessType,
    investment_value: c.investmentValue,
    employee_count: c.employeeCount,
    leader_name: c.leaderName,
    leader_position: c.leaderPosition,
    leader_nik: c.leaderNik,
    leader_npwp: c.leaderNpwp,
    kta_kadin_number: c.ktaKadinNumber,
    kta_date: c.ktaDate,
    review_note: c.reviewNote,
  };
}

/** A relative URL (DOMAIN.md "Wire contract"), inside the allowed file prefix of SPEC §7. */
export const documentFileUrl = (uuid: string) => `${API_PREFIX}/documents/download.php?uuid=${encodeURIComponent(uuid)}`;

export function toDocumentDto(d: DocumentRow): TDocument {
  return {
    uuid: d.uuid,
    document_type: d.documentType,
    category: d.category,
    status: d.status,
    original_name: d.originalName,
    file_size: d.fileSize,
    mime_type: d.mimeType,
    sha256: d.sha256,
    uploaded_at: d.uploadedAt.toISOString(),
    review_note: d.reviewNote,
    file_url: documentFileUrl(d.uuid),
  };
}
