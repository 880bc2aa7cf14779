import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ContactInputSchema, type Contact } from '@core/contracts/clients';
import { Field } from '@web/components/ui/field';
import { Input, Textarea } from '@web/components/ui/input';
import { AddressFields, RecordForm } from './record-form';

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
  const { errors } = form.formState;
  return (
    <RecordForm
      form={form}
      what="contact"
      fieldNames={fieldNames}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
      onCancel={onCancel}
      onReload={onReload ? async () => valuesOf(await onReload()) : undefined}
    >
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
        <AddressFields register={(name) => form.register(name)} errors={errors} />
      </div>
      <Field label="Notes" error={errors.notes?.message}>
        <Textarea {...form.register('notes')} />
      </Field>
    </RecordForm>
  );
}
