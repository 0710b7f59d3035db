/** The companies module's public face: what other modules may use (docs/decisions/023). */
export { toAdminCompanyDto, toCompanyDto, toCompanyRefDto, type CompanyRow } from './company-dto';
export { isCompanyApproved, lockOwnCompany } from './company-lock';
export { countCompaniesWaiting } from './queue-columns';
export { assertCompanyOwner, companyIdOfUser, isCompanyOfUser, isCompanyStaff } from './membership';
export { acceptInvitation } from './member-service';
