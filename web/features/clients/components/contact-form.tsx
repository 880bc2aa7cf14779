import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ContactInputSchema, type Contact } from '@core/contracts/clients';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input, Textarea } from '@web/components/ui/input';
import { UsStateSelect } from '@web/components/us-state-select';
import { applyServerErrors } from '@web/lib/form-errors';
import { ApiError } from '@web/lib/api-client';
import { ConflictNotice } from './conflict-notice';

type Values = z.input<typeof ContactInputSchema>;
export type ContactValues = z.output<typeof ContactInputSchema>;
const fieldNames = ['firstName', 'lastName', 'email', 'phone', 'ssn', 'street', 'city', 'state', 'zip', 'notes'] as const;

/** The form's starting values: a contact's, or blanks. The SSN is never filled in. */
function valuesOf(contact?: Contact): Values {
  return {
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    ssn: '',
    street: contact?.street ?? '',
    city: contact?.city ?? '',
    state: contact?.state ?? '',
    zip: contact?.zip ?? '',
    notes: contact?.notes ?? '',
  };
}

interface ContactFormProps {
  contact?: Contact;
  submitLabel: string;
  onSubmit: (values: ContactValues) => Promise<unknown>;
  onCancel?: () => void;
  /** Fetches the contact again after a conflict; the form then shows the fresh values. */
  onReload?: () => Promise<Contact>;
}

/** Adds or edits a contact, validated by the same schema as the server. */
export function ContactForm({ contact, submitLabel, onSubmit, onCancel, onReload }: ContactFormProps) {
  const form = useForm<Values, unknown, ContactValues>({ resolver: zodResolver(ContactInputSchema), defaultValues: valuesOf(contact) });
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VERSION_CONFLICT') return setConflict(true);
      setFormError(applyServerErrors(error, form.setError, fieldNames) ?? 'Some fields need attention.');
    }
  });

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        // A dialog's form sits inside the page's tree: keep its submit to itself.
        event.stopPropagation();
        void submit(event);
      }}
    >
      {conflict && onReload ? (
        <ConflictNotice
          what="contact"
          onReload={async () => {
            form.reset(valuesOf(await onReload()));
            setConflict(false);
          }}
        />
      ) : null}
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
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
        <Field
          label="SSN"
          error={errors.ssn?.message}
          hint={contact?.ssnLast4 ? `On file: •••-••-${contact.ssnLast4}. Type a new one only to replace it.` : 'Stored encrypted; only the last 4 digits are ever shown.'}
        >
          <Input autoComplete="off" inputMode="numeric" placeholder="123-45-6789" {...form.register('ssn')} />
        </Field>
        <Field label="Street" error={errors.street?.message}>
          <Input autoComplete="off" {...form.register('street')} />
        </Field>
        <Field label="City" error={errors.city?.message}>
          <Input autoComplete="off" {...form.register('city')} />
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field label="State" error={errors.state?.message}>
            <UsStateSelect emptyLabel="—" {...form.register('state')} />
          </Field>
          <Field label="ZIP code" error={errors.zip?.message}>
            <Input inputMode="numeric" autoComplete="off" {...form.register('zip')} />
          </Field>
        </div>
      </div>
      <Field label="Notes" error={errors.notes?.message}>
        <Textarea {...form.register('notes')} />
      </Field>
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
