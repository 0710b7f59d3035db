import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './account/routes';
import { registerAdminRoutes } from './admins/routes';
import { registerAppealRoutes } from './appeals/routes';
import { noticeToCompany } from './applications';
import { registerApplicationRoutes } from './applications/routes';
import { registerApprovalRoutes } from './approvals/routes';
import { registerAuditRoutes } from './audit/routes';
import { issueOtp } from './auth';
import { registerAuthRoutes } from './auth/routes';
import { registerCatalogueRoutes } from './catalogue/routes';
import { certificateApprovalActions, registerCertificateLifecycleRoutes } from './certificates';
import { registerCertificateRoutes } from './certificates/routes';
import { registerCompanyRoutes } from './companies/routes';
import { registerDashboardRoutes } from './dashboard/routes';
import { registerDocumentRoutes } from './documents/routes';
import { feeApprovalAction } from './fees';
import { registerExportRoutes } from './exports/routes';
import { registerFeeRoutes } from './fees/routes';
import { refundApprovalAction } from './invoices';
import { registerInvoiceRoutes } from './invoices/routes';
import { registerLogRoutes } from './logs/routes';
import { registerMenuCountRoutes } from './menu-counts/routes';
import { registerMfaRoutes } from './mfa/routes';
import { registerNotificationRoutes } from './notifications/routes';
import { registerQueueRoutes } from './queue/routes';
import { registerRegionRoutes } from './regions/routes';
import { registerRegistrationRoutes } from './registrations/routes';
import { separationOfDutiesApprovalAction } from './settings';
import { registerSettingsRoutes } from './settings/routes';
import { registerSigningRoutes } from './signing';
import { registerSetupRoutes } from './setup/routes';
import { registerSystemRoutes } from './system/routes';
import { registerUserRoutes } from './users/routes';

/**
 * The one list of modules: each registers its routes (its administrators' routes included)
 * through its `routes.ts` (docs/decisions/023). Plugins come first, in app.ts. Where a module
 * would otherwise import one that depends on it, the list hands the function in (docs/decisions/095).
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  registerSystemRoutes(app);
  registerSigningRoutes(app);
  registerRegionRoutes(app);
  registerAuthRoutes(app);
  registerUserRoutes(app, { issueOtp });
  registerCertificateRoutes(app, { noticeToCompany });
  registerCertificateLifecycleRoutes(app);
  registerNotificationRoutes(app);
  registerLogRoutes(app);
  registerDocumentRoutes(app);
  registerRegistrationRoutes(app);
  registerCompanyRoutes(app);
  registerAccountRoutes(app);
  registerMfaRoutes(app);
  registerMenuCountRoutes(app);
  registerCatalogueRoutes(app);
  registerFeeRoutes(app);
  registerSettingsRoutes(app);
  registerInvoiceRoutes(app);
  registerApplicationRoutes(app);
  registerDashboardRoutes(app);
  registerAuditRoutes(app);
  registerAdminRoutes(app);
  // Each four-eyes action is defined by the module that owns its data; the approvals module carries
  // out the approved ones (docs/decisions/101).
  registerApprovalRoutes(app, {
    actions: {
      ...certificateApprovalActions(noticeToCompany),
      'invoice.refund': refundApprovalAction,
      'fees.update': feeApprovalAction,
      'setting.separation_of_duties': separationOfDutiesApprovalAction,
    },
  });
  registerAppealRoutes(app);
  registerQueueRoutes(app);
  registerExportRoutes(app);
  registerSetupRoutes(app);
}
