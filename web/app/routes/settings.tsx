import { useId } from 'react';
import { PageHeader } from '@web/components/layout/page-header';
import { Card } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { NativeSelect } from '@web/components/ui/input';
import { ProfileForm } from '@web/features/auth/components/profile-form';
import { useAuth } from '@web/features/auth/auth-context';
import { OfficesSection } from '@web/features/offices';
import { UsersSection } from '@web/features/users';
import { themes, useTheme, type Theme } from '@web/lib/theme';

export function Component() {
  const { user, profile } = useAuth();
  const { theme, setTheme } = useTheme();
  const profileHeading = useId();
  const appearanceHeading = useId();
  return (
    <div className="space-y-6">
      <PageHeader title={profile?.role === "client" || profile?.role === "vendor" ? "Profile" : "Settings"} description={profile?.role === "client" || profile?.role === "vendor" ? "Your details and preferences" : "Profile, appearance and administration"} />
      <Card>
        <section aria-labelledby={profileHeading} className="space-y-4">
          <h2 id={profileHeading} className="text-lg font-semibold">Profile</h2>
          <ProfileForm />
        </section>
      </Card>
      <Card>
        <section aria-labelledby={appearanceHeading} className="space-y-4">
          <h2 id={appearanceHeading} className="text-lg font-semibold">Appearance</h2>
          <Field label="Theme" className="max-w-xs">
            <NativeSelect value={theme} onChange={(event) => setTheme(event.target.value as Theme)}>
              {themes.map((value) => (
                <option key={value} value={value}>{value.charAt(0).toUpperCase() + value.slice(1)}</option>
              ))}
            </NativeSelect>
          </Field>
        </section>
      </Card>
      {profile?.role === 'admin' && user ? (
        <Card>
          <UsersSection currentUserId={user.id} />
        </Card>
      ) : null}
      {profile?.role === 'admin' ? (
        <Card>
          <OfficesSection />
        </Card>
      ) : null}
    </div>
  );
}
