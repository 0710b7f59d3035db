import {
  Award,
  BadgeCheck,
  BookOpen,
  Building2,
  Calculator,
  ChartColumn,
  ClipboardList,
  CreditCard,
  FilePen,
  FilePlus,
  FileSearch,
  FileText,
  FolderOpen,
  LayoutDashboard,
  ListTree,
  Receipt,
  RefreshCw,
  ScanEye,
  ScrollText,
  Send,
  Settings,
  ShieldCheck,
  UserRound,
  Users,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';

/**
 * The icons of the route table (app/routes/route-table.tsx and its area files), by name: the table stays plain data
 * in the first chunk, and only the menus and screens that draw an icon load these.
 */
export const ROUTE_ICONS = {
  award: Award,
  badgeCheck: BadgeCheck,
  bookOpen: BookOpen,
  building: Building2,
  calculator: Calculator,
  chart: ChartColumn,
  clipboardList: ClipboardList,
  creditCard: CreditCard,
  filePen: FilePen,
  filePlus: FilePlus,
  fileSearch: FileSearch,
  fileText: FileText,
  folderOpen: FolderOpen,
  layoutDashboard: LayoutDashboard,
  listTree: ListTree,
  receipt: Receipt,
  refresh: RefreshCw,
  scanEye: ScanEye,
  scrollText: ScrollText,
  send: Send,
  settings: Settings,
  shieldCheck: ShieldCheck,
  userRound: UserRound,
  users: Users,
} as const satisfies Record<string, LucideIcon>;

export type TRouteIconName = keyof typeof ROUTE_ICONS;

export function RouteIcon({ name, ...props }: { name: TRouteIconName } & LucideProps) {
  const Icon = ROUTE_ICONS[name];
  return <Icon aria-hidden="true" {...props} />;
}
