import { exportFormatQuery } from '../common/workflow-fields';
import { ZAdminCompanyListQuery } from './companies';
import { ZAdminUserListQuery } from './users';

/** GET admin/users/export.php: the list's filter and `format` (`csv`, the default, or `xlsx`; docs/business-rules.md#exports). */
export const ZAdminUserExportQuery = ZAdminUserListQuery.extend(exportFormatQuery);
/** GET admin/companies/export.php: the list's filter and `format`. */
export const ZAdminCompanyExportQuery = ZAdminCompanyListQuery.extend(exportFormatQuery);
