import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CompanyInputSchema, companyKindLabels, companyKinds, type Company } from '@core/contracts/clients';
import { Field } from '@web/components/ui/field';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { AddressFields, RecordForm } from './record-form';

type Values = z.input<typeof CompanyInputSchema>;
export type CompanyValues = z.output<typeof CompanyInputSchema>;
const fieldNames = ['name', 'kind', 'email', 'phone', 'tin', 'street', 'city', 'state', 'zip', 'notes'] as const;

/** The form's starting values: a company's, or blanks. The TIN is never filled in. */
function valuesOf(company?: Company): Values {
  return {
    name: company?.name ?? '',
    kind: company?.kind ?? ('' as Values['kind']),
    email: company?.email ?? '',
    phone: company?.phone ?? '',
    tin: '',
    street: company?.street ?? '',
    city: company?.city ?? '',
    state: company?.state ?? '',
    zip: company?.zip ?? '',
    notes: company?.notes ?? '',
  };
}

interface CompanyFormProps {
  company?: Company;
  submitLabel: string;
  onSubmit: (values: CompanyValues) => Promise<unknown>;
  onCancel?: () => void;
  onReload?: () => Promise<Company>;
}

/** Adds or edits a company, validated by the same schema as the server. */
export function CompanyForm({ company, submitLabel, onSubmit, onCancel, onReload }: CompanyFormProps) {
  const form = useForm<Values, unknown, CompanyValues>({ resolver: zodResolver(CompanyInputSchema), defaultValues: valuesOf(company) });
  const { errors } = form.formState;
  return (
    <RecordForm
      form={form}
      what="company"
      fieldNames={fieldNames}
      submitLabel={submitLabel}
      onSubmit={onSubmit}
      onCancel={onCancel}
      onReload={onReload ? async () => valuesOf(await onReload()) : undefined}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Company name" error={errors.name?.message}>
          <Input autoComplete="off" {...form.register('name')} />
        </Field>
        <Field label="Kind" error={errors.kind?.message}>
          <NativeSelect {...form.register('kind')}>
            <option value="">Choose…</option>
            {companyKinds.map((kind) => (
              <option key={kind} value={kind}>
                {companyKindLabels[kind]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="off" {...form.register('phone')} />
        </Field>
        <Field
          label="TIN"
          error={errors.tin?.message}
          hint={company?.tinLast4 ? `On file: ••-•••${company.tinLast4}. Type a new one only to replace it.` : 'Stored encrypted; only the last 4 digits are ever shown.'}
        >
          <Input autoComplete="off" inputMode="numeric" placeholder="12-3456789" {...form.register('tin')} />
        </Field>
        <AddressFields register={(name) => form.register(name)} errors={errors} />
      </div>
      <Field label="Notes" error={errors.notes?.message}>
        <Textarea {...form.register('notes')} />
      </Field>
    </RecordForm>
  );
}
