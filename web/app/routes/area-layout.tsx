import { LogOut, Menu as MenuIcon, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { Sidebar } from '@web/components/layout/sidebar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { NativeSelect } from '@web/components/ui/input';
import { Logo } from '@web/components/ui/logo';
import type { MenuGroup } from '@web/config/navigation';
import { paths } from '@web/config/paths';
import { badgesQueryOptions } from '@web/features/auth/api';
import { useAuth } from '@web/features/auth/auth-context';
import { themes, useTheme, type Theme } from '@web/lib/theme';

const COLLAPSED_KEY = 'sidebar-collapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

interface AreaLayoutProps {
  title: string;
  heading: string;
  menu: MenuGroup[];
  initiallyOpen?: string[];
}

/** An area's frame: header (user, role, theme, sign-out), the sidebar (a sheet on small screens). */
export function AreaLayout({ title, heading, menu, initiallyOpen = [] }: AreaLayoutProps) {
  const { user, profile, signOut } = useAuth();
  const { theme, setTheme } = useTheme();
  const navigate = useNavigate();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [sheetOpen, setSheetOpen] = useState(false);
  const badges = useQuery(badgesQueryOptions).data ?? {};

  function toggleCollapsed() {
    setCollapsed((value) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, String(!value));
      } catch {
        /* not remembered without storage */
      }
      return !value;
    });
  }

  const role = profile ? profile.role.charAt(0).toUpperCase() + profile.role.slice(1) : '';

  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex items-center justify-between gap-2 border-b border-border bg-card px-3 py-2 sm:px-4">
        <div className="flex min-w-0 items-center gap-2">
          <Dialog.Root open={sheetOpen} onOpenChange={setSheetOpen}>
            <Dialog.Trigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
                <MenuIcon className="h-5 w-5" aria-hidden="true" />
              </Button>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
              <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex bg-card shadow-xl" aria-describedby={undefined}>
                <Dialog.Title className="sr-only">{heading}</Dialog.Title>
                <Sidebar menu={menu} heading={heading} collapsed={false} badges={badges} initiallyOpen={initiallyOpen} onNavigate={() => setSheetOpen(false)} />
                <Dialog.Close asChild>
                  <Button variant="ghost" size="icon" className="absolute right-2 top-2" aria-label="Close menu">
                    <X className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </Dialog.Close>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
          <span className="hidden sm:inline"><Logo /></span>
          <span className="truncate text-sm text-muted-foreground">{title}</span>
        </div>
        <div className="flex items-center gap-2">
          <span className="hidden text-sm sm:inline">
            <span className="font-medium">{user?.name}</span> <Badge variant="muted">{role}</Badge>
          </span>
          <NativeSelect aria-label="Theme" className="h-9 w-24" value={theme} onChange={(event) => setTheme(event.target.value as Theme)}>
            {themes.map((value) => (
              <option key={value} value={value}>{value.charAt(0).toUpperCase() + value.slice(1)}</option>
            ))}
          </NativeSelect>
          <Button
            variant="outline"
            size="sm"
            onClick={async () => {
              await signOut();
              navigate(paths.auth.login.href(), { replace: true });
            }}
          >
            <LogOut className="h-4 w-4" aria-hidden="true" />
            <span>Sign out</span>
          </Button>
        </div>
      </header>
      <div className="flex flex-1">
        <div className="hidden md:flex">
          <Sidebar menu={menu} heading={heading} collapsed={collapsed} onToggle={toggleCollapsed} badges={badges} initiallyOpen={initiallyOpen} />
        </div>
        <main className="min-w-0 flex-1 p-4 sm:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
