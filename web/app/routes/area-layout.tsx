import { LogOut } from 'lucide-react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { NativeSelect } from '@web/components/ui/input';
import { Logo } from '@web/components/ui/logo';
import { paths } from '@web/config/paths';
import { useAuth } from '@web/features/auth';
import { cn } from '@web/lib/cn';
import { themes, useTheme, type Theme } from '@web/lib/theme';

export interface AreaLink {
  to: string;
  label: string;
}

/** An area's frame: header with the user, role, theme switch and sign-out; the area's links. */
export function AreaLayout({ title, links }: { title: string; links: AreaLink[] }) {
  const { user, profile, signOut } = useAuth();
  const { theme, setTheme } = useTheme();
  const navigate = useNavigate();

  return (
    <div className="min-h-screen">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border bg-card px-4 py-3">
        <div className="flex items-center gap-3">
          <Logo />
          <span className="text-sm text-muted-foreground">{title}</span>
        </div>
        <div className="flex items-center gap-3">
          <span className="text-sm">
            <span className="font-medium">{user?.name}</span> <Badge variant="muted">{profile ? profile.role.charAt(0).toUpperCase() + profile.role.slice(1) : ''}</Badge>
          </span>
          <NativeSelect aria-label="Theme" className="h-9 w-28" value={theme} onChange={(event) => setTheme(event.target.value as Theme)}>
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
            Sign out
          </Button>
        </div>
      </header>
      <div className="flex min-h-[calc(100vh-61px)]">
        <nav aria-label="Main Navigation" className="w-56 shrink-0 border-r border-border p-3">
          <ul className="space-y-1">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) => cn('block rounded-md px-3 py-2 text-sm hover:bg-muted', isActive && 'bg-muted font-semibold')}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="min-w-0 flex-1 p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
