import {
  Award,
  BadgeCheck,
  BookOpen,
  Building2,
  Calculator,
  ChartColumn,
  ClipboardList,
  CreditCard,
  Eye,
  FilePen,
  FilePlus,
  FileText,
  FolderOpen,
  LayoutDashboard,
  ListTree,
  Receipt,
  RefreshCw,
  Send,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';

/**
 * Screens that later issues fill (issue §4): each shows its title (from the header) and an empty
 * state that says what will appear there. `param` names the route parameter shown as reference.
 * Texts: `pages:placeholder.<key>.heading` / `.description`.
 */
export const PLACEHOLDER_PAGES = {
  documentRegistration: { icon: FileText },
  profile: { icon: UserRound },
  guide: { icon: BookOpen },
  analytics: { icon: ChartColumn },
  subBidang: { icon: ListTree },
  company: { icon: Building2 },
  applications: { icon: ClipboardList },
  applicationDetail: { icon: ClipboardList, param: 'code_reg' },
  applicationEdit: { icon: FilePen, param: 'code_reg' },
  certificates: { icon: Award },
  certificateView: { icon: Award, param: 'certificateUuid' },
  renewal: { icon: RefreshCw, param: 'certificateUuid' },
  transactions: { icon: Receipt },
  payment: { icon: CreditCard, param: 'uuid_invoice' },
  adminDashboard: { icon: LayoutDashboard },
  adminUsers: { icon: Users },
  adminCompanies: { icon: Building2 },
  adminCompanyDetail: { icon: Building2, param: 'companyId' },
  adminCompanyEdit: { icon: FilePen, param: 'companyId' },
  adminApplications: { icon: ClipboardList },
  adminRenewals: { icon: RefreshCw },
  adminApplicationDetail: { icon: ClipboardList, param: 'code_reg' },
  adminSbuPublish: { icon: Send, param: 'applicationId' },
  adminSbuPreview: { icon: Eye, param: 'applicationId' },
  adminSbuEdit: { icon: FilePen, param: 'certificateUuid' },
  adminDocumentRequests: { icon: FilePlus },
  adminDocuments: { icon: FolderOpen },
  adminTransactions: { icon: Receipt },
  adminPaymentVerification: { icon: CreditCard },
  adminCertificates: { icon: BadgeCheck },
  adminCalculator: { icon: Calculator },
} as const satisfies Record<string, { icon: LucideIcon; param?: string }>;

export type TPlaceholderPageKey = keyof typeof PLACEHOLDER_PAGES;
