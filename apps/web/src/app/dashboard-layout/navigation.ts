import {
  BookOpen,
  Boxes,
  CircleHelp,
  Database,
  Eye,
  LayoutDashboard,
  LifeBuoy,
  ListChecks,
  LogOut,
  Rocket,
  Settings,
  UserRound,
  type LucideIcon,
} from 'lucide-react';

export interface SidebarLink {
  kind: 'link';
  label: string;
  to: string;
  icon: LucideIcon;
}

export interface SidebarAction {
  kind: 'logout';
  label: string;
  icon: LucideIcon;
}

export interface SidebarGroup {
  title: string;
  items: (SidebarLink | SidebarAction)[];
}

/** docs/product.md#screens-and-routes: the dashboard sidebar's three groups. */
export const SIDEBAR_GROUPS: SidebarGroup[] = [
  {
    title: 'Core',
    items: [
      { kind: 'link', label: 'Home / Overview', to: '/overview', icon: LayoutDashboard },
      { kind: 'link', label: 'My Strategies', to: '/dashboard', icon: ListChecks },
      { kind: 'link', label: 'Strategy Builder', to: '/builder', icon: Boxes },
      { kind: 'link', label: 'Watching', to: '/watching', icon: Eye },
      { kind: 'link', label: 'My data', to: '/dashboard/data', icon: Database },
    ],
  },
  {
    title: 'Account',
    items: [
      { kind: 'link', label: 'Account', to: '/account', icon: UserRound },
      { kind: 'link', label: 'Settings', to: '/settings', icon: Settings },
      { kind: 'logout', label: 'Logout', icon: LogOut },
    ],
  },
  {
    title: 'Help',
    items: [
      { kind: 'link', label: 'Docs', to: '/docs', icon: BookOpen },
      { kind: 'link', label: 'Quick Start', to: '/quick-start', icon: Rocket },
      { kind: 'link', label: 'Support', to: '/support', icon: LifeBuoy },
    ],
  },
];

export const HELP_ICON = CircleHelp;
