import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ProfileFormSchema, type ProfileFormValues } from '@core/contracts/auth';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { authKeys, updateProfileRequest } from '../api';
import { useAuth } from '../auth-context';

/** Own name and phone; role and status are not editable here (an admin changes those). */
export function ProfileForm() {
  const { profile } = useAuth();
  const queryClient = useQueryClient();
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(ProfileFormSchema),
    values: { firstName: profile?.firstName ?? '', lastName: profile?.lastName ?? '', phone: profile?.phone ?? '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const me = await updateProfileRequest({ ...values, phone: values.phone || null });
      queryClient.setQueryData(authKeys.me, me);
      toast.success('Profile updated');
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, messages] of Object.entries(error.fields)) {
          if (field in values) form.setError(field as keyof ProfileFormValues, { message: messages[0] });
        }
      }
      toast.error('Profile update failed', { description: error instanceof ApiError ? error.message : 'An error occurred while saving' });
    }
  });

  if (!profile) return null;
  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-xl gap-4 sm:grid-cols-2">
      <Field label="First name" error={errors.firstName?.message}>
        <Input autoComplete="given-name" {...form.register('firstName')} />
      </Field>
      <Field label="Last name" error={errors.lastName?.message}>
        <Input autoComplete="family-name" {...form.register('lastName')} />
      </Field>
      <Field label="Phone" error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...form.register('phone')} />
      </Field>
      <Field label="Email" hint="Your sign-in email">
        <Input value={profile.email} readOnly />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}
