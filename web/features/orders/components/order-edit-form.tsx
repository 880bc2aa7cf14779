import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import {
  propertyTypeLabels,
  propertyTypes,
  transactionTypeLabels,
  transactionTypes,
  UpdateOrderInputSchema,
  type OrderDetail,
  type UpdateOrderInput,
} from '@core/contracts/orders';
import { UsStateSelect } from '@web/components/us-state-select';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { orderQueryOptions, staffQueryOptions, underwritersQueryOptions, useUpdateOrderMutation } from '../api';
import { applyServerErrors } from '@web/lib/form-errors';
import { CountyInput } from './county-input';
import { MoneyInput } from './money-input';

export const VERSION_CONFLICT_TEXT =
  'This order was changed by someone else since you opened it. Reload to see their changes, then make your edit again.';

type SubmitValues = z.output<typeof UpdateOrderInputSchema>;
type EditableField = Exclude<keyof UpdateOrderInput, 'version' | 'fileNumber'>;

const sectionFields = {
  overview: [
    'transactionType', 'salePriceCents', 'loanAmountCents', 'openedDate', 'estimatedClosingDate', 'closingDate', 'fundingDate',
    'recordedDate', 'policyIssuedDate', 'escrowOfficerId', 'titleOfficerId', 'processorId', 'underwriterId', 'notes',
  ],
  property: ['propertyAddress', 'propertyCity', 'propertyState', 'propertyZip', 'propertyCounty', 'apn', 'propertyType', 'legalDescription'],
} satisfies Record<string, EditableField[]>;

export type EditSection = keyof typeof sectionFields;

function allValuesFrom(order: OrderDetail): UpdateOrderInput {
  return {
    version: order.version,
    transactionType: order.transactionType,
    salePriceCents: order.salePriceCents,
    loanAmountCents: order.loanAmountCents,
    openedDate: order.openedDate,
    estimatedClosingDate: order.estimatedClosingDate,
    closingDate: order.closingDate,
    fundingDate: order.fundingDate,
    recordedDate: order.recordedDate,
    policyIssuedDate: order.policyIssuedDate,
    escrowOfficerId: order.escrowOfficer?.id ?? null,
    titleOfficerId: order.titleOfficer?.id ?? null,
    processorId: order.processor?.id ?? null,
    underwriterId: order.underwriter?.id ?? null,
    notes: order.notes ?? '',
    propertyAddress: order.propertyAddress,
    propertyCity: order.propertyCity,
    propertyState: order.propertyState,
    propertyZip: order.propertyZip,
    propertyCounty: order.propertyCounty,
    apn: order.apn ?? '',
    propertyType: order.propertyType,
    legalDescription: order.legalDescription ?? '',
  };
}

/** Only the section's own fields: a problem in a field not on screen must never block saving. */
function valuesFrom(order: OrderDetail, section: EditSection): UpdateOrderInput {
  const all = allValuesFrom(order);
  const values: UpdateOrderInput = { version: order.version };
  for (const name of sectionFields[section]) Object.assign(values, { [name]: all[name] });
  return values;
}

const emptyAsNull = { setValueAs: (value: string) => (value === '' ? null : value) };

/**
 * Edits one part of an order. The version is the one read when editing began, so a save after
 * someone else's change is refused (409) and said so plainly, never silently overwritten.
 */
export function OrderEditForm({ order, section, onDone }: { order: OrderDetail; section: EditSection; onDone: () => void }) {
  const queryClient = useQueryClient();
  const update = useUpdateOrderMutation(order.id);
  const [conflict, setConflict] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<UpdateOrderInput, unknown, SubmitValues>({ resolver: zodResolver(UpdateOrderInputSchema), defaultValues: valuesFrom(order, section) });
  // Read during render so react-hook-form tracks which fields changed.
  const { isSubmitting, dirtyFields } = form.formState;
  const fields: readonly EditableField[] = sectionFields[section];

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setConflict(false);
    const changed = fields.filter((name) => dirtyFields[name]);
    if (changed.length === 0) {
      onDone();
      return;
    }
    const body: UpdateOrderInput = { version: values.version };
    for (const name of changed) Object.assign(body, { [name]: values[name] });
    try {
      const saved = await update.mutateAsync(body);
      toast.success(`Order ${saved.fileNumber} updated`);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VERSION_CONFLICT') {
        setConflict(true);
        return;
      }
      setFormError(applyServerErrors(error, form.setError, fields) ?? 'Some fields need attention.');
    }
  });

  async function reload() {
    setReloading(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...orderQueryOptions(order.id), staleTime: 0 });
      form.reset(valuesFrom(fresh, section));
      setConflict(false);
      setFormError(null);
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : 'The order could not be reloaded.');
    } finally {
      setReloading(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={section === 'overview' ? 'Edit order' : 'Edit property'}>
      {conflict ? (
        <Alert variant="error" title="Not saved">
          <p>{VERSION_CONFLICT_TEXT}</p>
          <Button size="sm" variant="outline" className="mt-2" disabled={reloading} onClick={() => void reload()}>
            {reloading ? 'Reloading…' : 'Reload'}
          </Button>
        </Alert>
      ) : null}
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      {section === 'overview' ? <OverviewFieldSet form={form} /> : <PropertyFieldSet form={form} />}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting || conflict}>
          {isSubmitting ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}

type EditForm = UseFormReturn<UpdateOrderInput, unknown, SubmitValues>;

function OverviewFieldSet({ form }: { form: EditForm }) {
  const { errors } = form.formState;
  const staff = useQuery(staffQueryOptions);
  const underwriters = useQuery(underwritersQueryOptions);
  const staffOptions = staff.data?.items ?? [];
  const assignee = (name: 'escrowOfficerId' | 'titleOfficerId' | 'processorId', label: string) => (
    <Field label={label} error={errors[name]?.message}>
      <NativeSelect {...form.register(name, emptyAsNull)}>
        <option value="">Unassigned</option>
        {staffOptions.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
  const date = (name: 'openedDate' | 'estimatedClosingDate' | 'closingDate' | 'fundingDate' | 'recordedDate' | 'policyIssuedDate', label: string) => (
    <Field label={label} error={errors[name]?.message}>
      <Input type="date" {...form.register(name, emptyAsNull)} />
    </Field>
  );
  const money = (name: 'salePriceCents' | 'loanAmountCents', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} error={fieldState.error?.message}>
          <MoneyInput name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
        </Field>
      )}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Field label="Transaction type" error={errors.transactionType?.message}>
        <NativeSelect {...form.register('transactionType')}>
          {transactionTypes.map((type) => (
            <option key={type} value={type}>
              {transactionTypeLabels[type]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {money('salePriceCents', 'Sale price')}
      {money('loanAmountCents', 'Loan amount')}
      {date('openedDate', 'Opened')}
      {date('estimatedClosingDate', 'Estimated closing')}
      {date('closingDate', 'Closing date')}
      {date('fundingDate', 'Funding date')}
      {date('recordedDate', 'Recorded date')}
      {date('policyIssuedDate', 'Policy issued date')}
      {assignee('escrowOfficerId', 'Escrow officer')}
      {assignee('titleOfficerId', 'Title officer')}
      {assignee('processorId', 'Processor')}
      <Field label="Underwriter" error={errors.underwriterId?.message}>
        <NativeSelect {...form.register('underwriterId', emptyAsNull)}>
          <option value="">None yet</option>
          {underwriters.data?.items.map((underwriter) => (
            <option key={underwriter.id} value={underwriter.id}>
              {underwriter.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Notes" error={errors.notes?.message} className="sm:col-span-2 lg:col-span-3">
        <Textarea rows={4} {...form.register('notes')} />
      </Field>
    </div>
  );
}

function PropertyFieldSet({ form }: { form: EditForm }) {
  const { errors } = form.formState;
  const [state, county] = useWatch({ control: form.control, name: ['propertyState', 'propertyCounty'] });
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      <Field label="Property address" error={errors.propertyAddress?.message} className="sm:col-span-6">
        <Input autoComplete="off" {...form.register('propertyAddress')} />
      </Field>
      <Field label="City" error={errors.propertyCity?.message} className="sm:col-span-2">
        <Input autoComplete="off" {...form.register('propertyCity')} />
      </Field>
      <Field label="State" error={errors.propertyState?.message} className="sm:col-span-2">
        <UsStateSelect {...form.register('propertyState')} />
      </Field>
      <Field label="ZIP code" error={errors.propertyZip?.message} className="sm:col-span-2">
        <Input inputMode="numeric" autoComplete="off" {...form.register('propertyZip')} />
      </Field>
      <Field label="County" error={errors.propertyCounty?.message} className="sm:col-span-3">
        <CountyInput state={state ?? ''} query={county ?? ''} {...form.register('propertyCounty')} />
      </Field>
      <Field label="Property type" error={errors.propertyType?.message} className="sm:col-span-3">
        <NativeSelect {...form.register('propertyType')}>
          {propertyTypes.map((type) => (
            <option key={type} value={type}>
              {propertyTypeLabels[type]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="APN (parcel number)" error={errors.apn?.message} className="sm:col-span-3">
        <Input autoComplete="off" {...form.register('apn')} />
      </Field>
      <Field label="Legal description" error={errors.legalDescription?.message} className="sm:col-span-6">
        <Textarea rows={4} {...form.register('legalDescription')} />
      </Field>
    </div>
  );
}
