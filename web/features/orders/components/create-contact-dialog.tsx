import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ContactInputSchema, type Contact, type ContactInput } from '@core/contracts/clients';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { DialogContent } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { useCreateContactMutation } from '../api';

const fieldNames = ['firstName', 'lastName', 'email', 'phone'] as const;

/** A new person, created on the spot and handed back to be added as a party. Render inside a Dialog. */
export function CreateContactDialog({ roleLabel, onCreated, onCancel }: { roleLabel: string; onCreated: (contact: Contact) => void; onCancel: () => void }) {
  const create = useCreateContactMutation();
  const form = useForm<ContactInput>({ resolver: zodResolver(ContactInputSchema), defaultValues: { firstName: '', lastName: '', email: '', phone: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      onCreated(await create.mutateAsync(values));
    } catch (error) {
      let mapped = false;
      if (error instanceof ApiError && error.fields) {
        for (const name of fieldNames) {
          const message = error.fields[name]?.[0];
          if (message) {
            form.setError(name, { message });
            mapped = true;
          }
        }
      }
      if (!mapped) form.setError('root', { message: error instanceof ApiError ? error.message : 'The contact could not be created' });
    }
  });

  return (
    <DialogContent title="Create contact" description={`A new person in the directory, added to this order as ${roleLabel.toLowerCase()}.`}>
      {/* The dialog renders in a portal but its events still bubble through the React tree: keep this submit away from any form around the picker. */}
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(event) => {
          event.stopPropagation();
          void submit(event);
        }}
      >
        {errors.root?.message ? (
          <div className="sm:col-span-2">
            <Alert variant="error">{errors.root.message}</Alert>
          </div>
        ) : null}
        <Field label="First name" error={errors.firstName?.message}>
          <Input autoComplete="off" {...form.register('firstName')} />
        </Field>
        <Field label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="off" {...form.register('lastName')} />
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="off" {...form.register('phone')} />
        </Field>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Creating…' : 'Create and add'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
