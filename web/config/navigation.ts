import {
  Activity, BarChart3, Bell, BellRing, Bot, Building2, Calculator, CheckSquare, ClipboardList, FileCheck2, FileInput, FileSearch, FileSpreadsheet,
  FileStack, FileText, FolderOpen, Gauge, Handshake, Home, KanbanSquare, Landmark, LayoutDashboard, Library, ListChecks, MessageSquare, Network,
  PenLine, PlusCircle, Receipt, ScanSearch, Search, Send, Settings, ShieldCheck, Sparkles, Store, Truck, User, Users, Wallet, Wrench,
  type LucideIcon,
} from 'lucide-react';

export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline' | 'warning';
export type BadgeSource = 'openTasks' | 'unreadNotifications' | 'unreadAiNotifications';

export interface MenuItem {
  title: string;
  icon: LucideIcon;
  path?: string;
  /** The menu's one-line description: the screen's subtitle and the item's tooltip. */
  description?: string;
  /** Live count shown as the badge (PRODUCT.md §2.3), with the spec's variant. */
  badge?: { source: BadgeSource; variant: BadgeVariant };
  /** A fixed marker such as 'New'. */
  tag?: string;
  /** Other paths under which the item is active too. */
  alsoActiveOn?: string[];
  children?: MenuItem[];
}

export interface MenuGroup {
  id: string;
  title: string;
  icon: LucideIcon;
  items: MenuItem[];
  /** Main is a plain section; the others open and close. */
  collapsible: boolean;
}

/** The spec's agent navigation menu (label 'agent'), group by group, in order. */
export const agentMenu: MenuGroup[] = [
  {
    id: 'main', title: 'Main', icon: Home, collapsible: false,
    items: [
      { title: 'Dashboard', icon: LayoutDashboard, path: '/agent/dashboard', description: 'Your work today and key numbers' },
      { title: 'Analytics', icon: BarChart3, path: '/agent/analytics', description: 'Volume, revenue and cycle times' },
      { title: 'Messages', icon: MessageSquare, path: '/agent/messages', description: 'Conversations with clients and staff' },
      { title: 'Notifications', icon: Bell, path: '/agent/notifications', description: 'Assignments, due dates and updates', badge: { source: 'unreadNotifications', variant: 'destructive' } },
      { title: 'Settings', icon: Settings, path: '/agent/settings', description: 'Profile, appearance and administration' },
    ],
  },
  {
    id: 'orders', title: 'Orders', icon: ClipboardList, collapsible: true,
    items: [
      { title: 'Orders Dashboard', icon: Gauge, path: '/agent/orders-dashboard', description: 'Order metrics and stats' },
      { title: 'Order List', icon: ClipboardList, path: '/agent/orders', description: 'View and manage all orders' },
      { title: 'New Order', icon: PlusCircle, path: '/agent/orders/new', description: 'Open a new closing file' },
      { title: 'Remittance Management', icon: Wallet, path: '/agent/remittance-management', description: 'Manage underwriter remittances' },
    ],
  },
  {
    id: 'clients', title: 'Clients', icon: Users, collapsible: true,
    items: [{ title: 'Clients', icon: Users, path: '/agent/clients', description: 'Contacts, companies and their orders' }],
  },
  {
    id: 'tasks', title: 'Tasks', icon: CheckSquare, collapsible: true,
    items: [
      { title: 'Tasks List', icon: ListChecks, path: '/agent/tasks', description: 'Your tasks and your team’s', badge: { source: 'openTasks', variant: 'default' } },
      { title: 'Task Board', icon: KanbanSquare, path: '/agent/task-board', description: 'Tasks by status' },
    ],
  },
  {
    id: 'documents', title: 'Documents', icon: FolderOpen, collapsible: true,
    items: [
      { title: 'Document Processing', icon: FileInput, path: '/agent/document-processing', description: 'Upload documents and extract their data' },
      { title: 'Document Templates', icon: FileStack, path: '/agent/document-templates', description: 'Templates with merge fields' },
      { title: 'Generated Documents', icon: FileText, path: '/agent/generated-documents', description: 'Documents produced from templates' },
      { title: 'Document Data Review', icon: FileSearch, path: '/agent/document-data-review', description: 'Approve or correct extracted fields' },
    ],
  },
  {
    id: 'closing', title: 'Closing Disclosures', icon: Calculator, collapsible: true,
    items: [
      { title: 'CD Dashboard', icon: Calculator, path: '/agent/closing-disclosure-dashboard', description: 'Closing Disclosure status, delivery and tolerance' },
      { title: 'New CD', icon: PlusCircle, path: '/agent/closing-disclosure/new', description: 'Start a Closing Disclosure' },
      { title: 'Fee Library', icon: Library, path: '/agent/fee-library', description: 'Fee types, sections and tolerance buckets' },
    ],
  },
  {
    id: 'title-escrow', title: 'Title & Escrow', icon: Landmark, collapsible: true,
    items: [
      { title: 'Title Commitments', icon: FileCheck2, path: '/agent/title-commitments', description: 'Create and manage title commitments' },
      { title: 'Title Examination', icon: ScanSearch, path: '/agent/title-examination', description: 'Title examination workspace' },
      { title: 'Commitment Generator', icon: PenLine, path: '/agent/commitment-generator', description: 'Generate new title commitments' },
      { title: 'Commitment Templates', icon: FileStack, path: '/agent/commitment-templates', description: 'Manage commitment templates' },
      { title: 'Title Plant Search', icon: Search, path: '/agent/title-plant-search', description: 'Search property records and chain of title' },
      { title: 'Document Processor', icon: FileSpreadsheet, path: '/agent/document-processor', description: 'Process and extract data from documents' },
      { title: 'Escrow Transactions', icon: Wallet, path: '/agent/escrow-transactions', description: 'Manage escrow transactions and balances' },
      { title: 'Reconciliation Reports', icon: FileCheck2, path: '/agent/reconciliation-reports', description: 'Generate and view escrow reconciliation reports' },
      { title: 'Financial Reporting', icon: BarChart3, path: '/agent/financial-reporting', description: 'Financial reports and analytics' },
      { title: 'Disbursement Tracking', icon: Send, path: '/agent/disbursement-tracking', description: 'Track and manage disbursements' },
      { title: 'Performance Dashboard', icon: Activity, path: '/agent/title-escrow-dashboard', description: 'Title and escrow performance metrics' },
    ],
  },
  {
    id: 'underwriter', title: 'Underwriter', icon: ShieldCheck, collapsible: true,
    items: [
      { title: 'Underwriter Portal', icon: ShieldCheck, path: '/agent/underwriter-portal', description: 'Secure underwriter portal' },
      { title: 'Integration Hub', icon: Network, path: '/agent/underwriter-integrations', description: 'Underwriter connectors and delivery log' },
      { title: 'Remittance Status', icon: Receipt, path: '/agent/remittance-status', description: 'View and manage remittance status' },
    ],
  },
  {
    id: 'vendor', title: 'Vendor Management', icon: Store, collapsible: true,
    items: [
      { title: 'Vendor Marketplace', icon: Store, path: '/agent/vendor-marketplace', description: 'Find service providers' },
      { title: 'Vendor Management', icon: Handshake, path: '/agent/vendor-management', description: 'Vetting, documents and ratings' },
      { title: 'Vendor Settings', icon: Wrench, path: '/agent/vendor-settings', description: 'Service types and vendor rules' },
    ],
  },
  {
    id: 'ai', title: 'AI Tools', icon: Sparkles, collapsible: true,
    items: [
      { title: 'AI Dashboard', icon: Bot, path: '/agent/ai-dashboard', description: 'Risk insights across your files' },
      { title: 'Document Processing', icon: FileInput, path: '/agent/document-processing', description: 'Upload documents and extract their data' },
      { title: 'Specialized Search', icon: Search, path: '/agent/specialized-search', description: 'Search orders, parties, properties and documents' },
    ],
  },
  {
    id: 'data', title: 'Data & Analytics', icon: BarChart3, collapsible: true,
    items: [
      { title: 'Import/Export', icon: FileSpreadsheet, path: '/agent/data-import-export', description: 'Import and export data' },
      { title: 'Workflow Monitoring', icon: Activity, path: '/agent/workflow-monitoring', description: 'Stuck files, overdue tasks and SLAs' },
    ],
  },
];

/** The spec: at the start the groups orders, documents, vendor and underwriter are open. */
export const initiallyOpenGroups = ['orders', 'documents', 'vendor', 'underwriter'];

export const clientMenu: MenuGroup[] = [
  {
    id: 'client', title: 'Client Portal', icon: Home, collapsible: false,
    items: [
      { title: 'Dashboard', icon: LayoutDashboard, path: '/client/dashboard', description: 'Your closing at a glance' },
      { title: 'Documents', icon: FolderOpen, path: '/client/documents', description: 'Documents shared with you', alsoActiveOn: ['/client/document-center', '/client/sign'] },
      { title: 'Orders', icon: ClipboardList, path: '/client/orders', description: 'Your orders and their status' },
      { title: 'Tasks', icon: CheckSquare, path: '/client/tasks', description: 'What is needed from you', badge: { source: 'openTasks', variant: 'default' } },
      { title: 'Notifications', icon: Bell, path: '/client/notifications', description: 'Updates on your closing', badge: { source: 'unreadNotifications', variant: 'destructive' } },
      { title: 'AI Notifications', icon: BellRing, path: '/client/ai-notifications', description: 'Insights about your closing', badge: { source: 'unreadAiNotifications', variant: 'secondary' }, tag: 'New' },
      { title: 'AI Assistant', icon: Bot, path: '/client/ai-assistant', description: 'Ask about your closing' },
      { title: 'Profile', icon: User, path: '/client/profile', description: 'Your details and preferences' },
    ],
  },
];

export const vendorMenu: MenuGroup[] = [
  {
    id: 'vendor-portal', title: 'Vendor Portal', icon: Truck, collapsible: false,
    items: [
      { title: 'Dashboard', icon: LayoutDashboard, path: '/vendor/dashboard', description: 'Your work orders at a glance' },
      { title: 'Orders', icon: ClipboardList, path: '/vendor/orders', description: 'Work orders from title agencies' },
      { title: 'Services', icon: Building2, path: '/vendor/services', description: 'The services you offer' },
      { title: 'Profile', icon: User, path: '/vendor/profile', description: 'Your company and contact details' },
    ],
  },
];

/**
 * The active rule: the current path equals the item's path or lies under it; the root path
 * matches only exactly. "Under" means at a segment boundary, so Order List is not lit on the
 * orders dashboard (docs/decisions/003).
 */
export function isPathActive(itemPath: string, currentPath: string): boolean {
  if (itemPath === '/') return currentPath === '/';
  const current = currentPath.length > 1 ? currentPath.replace(/\/+$/, '') : currentPath;
  return current === itemPath || current.startsWith(`${itemPath}/`);
}

/**
 * The item lit for the current page. When two items match (Order List and New Order on
 * /agent/orders/new), the longer, more specific path wins, so one place is ever marked.
 */
export function isItemCurrent(menu: MenuGroup[], item: MenuItem, currentPath: string): boolean {
  if (!isItemActive(item, currentPath)) return false;
  const own = item.path ?? '';
  const all = menu.flatMap((group) => group.items.flatMap((entry) => [entry, ...(entry.children ?? [])]));
  return !all.some((other) => other !== item && other.path && other.path.length > own.length && other.path.startsWith(own) && isPathActive(other.path, currentPath));
}

export function isItemActive(item: MenuItem, currentPath: string): boolean {
  const paths = [item.path, ...(item.alsoActiveOn ?? [])].filter((path): path is string => Boolean(path));
  return paths.some((path) => isPathActive(path, currentPath)) || (item.children ?? []).some((child) => isItemActive(child, currentPath));
}

/** Child items show only if they have a path. */
export function visibleChildren(item: MenuItem): MenuItem[] {
  return (item.children ?? []).filter((child) => Boolean(child.path));
}

/** Where a collapsed parent goes when clicked: its first item with a path. */
export function firstChildPath(group: MenuGroup): string | undefined {
  return group.items.find((item) => item.path)?.path;
}

/** The spec shows the 'warning' badge variant as the default variant. */
export function displayedBadgeVariant(variant: BadgeVariant): Exclude<BadgeVariant, 'warning'> {
  return variant === 'warning' ? 'default' : variant;
}

/** The menu item (title and description) for a path, for page headers. */
export function menuEntryFor(path: string): MenuItem | undefined {
  for (const group of [...agentMenu, ...clientMenu, ...vendorMenu]) {
    for (const item of group.items) if (item.path === path) return item;
  }
  return undefined;
}
