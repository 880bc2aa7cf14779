import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { Office } from '@core/contracts/offices';
import {
  CreateOrderInputSchema,
  partyRoleLabels,
  propertyTypeLabels,
  propertyTypes,
  transactionTypeLabels,
  transactionTypes,
  type CreateOrderInput,
} from '@core/contracts/orders';
import { todayIn } from '@core/domain/calendar-dates';
import { UsStateSelect } from '@web/components/us-state-select';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { officesQueryOptions, staffQueryOptions, underwritersQueryOptions, useCreateOrderMutation } from '../api';
import { applyServerErrors } from '@web/lib/form-errors';
import { CountyInput } from './county-input';
import { DuplicateParcelCheck } from './duplicate-parcel-warning';
import { MoneyInput } from './money-input';
import { PartyPicker, type PickedParty } from './party-picker';

type FormValues = CreateOrderInput;
type SubmitValues = z.output<typeof CreateOrderInputSchema>;

const fieldNames = [
  'officeId', 'transactionType', 'propertyAddress', 'propertyCity', 'propertyState', 'propertyZip', 'propertyCounty', 'apn',
  'legalDescription', 'propertyType', 'salePriceCents', 'loanAmountCents', 'openedDate', 'estimatedClosingDate', 'escrowOfficerId',
  'titleOfficerId', 'processorId', 'underwriterId', 'notes', 'parties',
] as const;

/** Empty choices and dates are "not set", which the schema spells null. */
const emptyAsNull = { setValueAs: (value: string) => (value === '' ? null : value) };

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card className="space-y-4" role="group" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </Card>
  );
}

/** Opening a file: loads the offices first, since the office decides the defaults. */
export function NewOrderForm() {
  const offices = useQuery(officesQueryOptions);
  if (offices.isPending) return <Spinner label="Loading offices…" />;
  if (offices.isError) {
    return <Alert variant="error" title="The form could not be loaded">{offices.error instanceof ApiError ? offices.error.message : 'An unexpected error occurred.'}</Alert>;
  }
  if (offices.data.items.length === 0) {
    return <Alert variant="error" title="No offices yet">An administrator must add an office before orders can be opened.</Alert>;
  }
  return <NewOrderFields offices={offices.data.items} />;
}

function NewOrderFields({ offices }: { offices: Office[] }) {
  const navigate = useNavigate();
  const staff = useQuery(staffQueryOptions);
  const underwriters = useQuery(underwritersQueryOptions);
  const create = useCreateOrderMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [checkedApn, setCheckedApn] = useState('');
  const [parties, setParties] = useState<PickedParty[]>([]);
  const [statePicked, setStatePicked] = useState(false);
  const firstOffice = offices[0]!;
  const form = useForm<FormValues, unknown, SubmitValues>({
    resolver: zodResolver(CreateOrderInputSchema),
    defaultValues: {
      officeId: firstOffice.id,
      propertyState: firstOffice.state,
      openedDate: todayIn(),
      propertyAddress: '',
      propertyCity: '',
      propertyZip: '',
      propertyCounty: '',
      parties: [],
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [state, county, officeId] = useWatch({ control: form.control, name: ['propertyState', 'propertyCounty', 'officeId'] });
  const office = offices.find((item) => item.id === officeId);

  function updateParties(next: PickedParty[]) {
    setParties(next);
    form.setValue(
      'parties',
      next.map(({ role, contactId, companyId }) => ({ role, contactId: contactId ?? null, companyId: companyId ?? null })),
      { shouldDirty: true },
    );
  }

  function addParty(party: PickedParty) {
    const id = party.contactId ?? party.companyId;
    if (parties.some((item) => item.role === party.role && (item.contactId ?? item.companyId) === id)) {
      toast.info(`${party.name} is already a ${partyRoleLabels[party.role].toLowerCase()} on this order`);
      return;
    }
    updateParties([...parties, party]);
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const order = await create.mutateAsync(values);
      toast.success(`Order ${order.fileNumber} opened`);
      navigate(paths.agent.order.href(order.id));
    } catch (error) {
      const unplaced = applyServerErrors(error, form.setError, fieldNames);
      setFormError(unplaced ?? (error instanceof ApiError ? error.message : 'Some fields need attention'));
      toast.error('The order was not opened', { description: error instanceof ApiError ? error.message : undefined });
    }
  });

  const staffOptions = staff.data?.items ?? [];
  const assignee = (name: 'escrowOfficerId' | 'titleOfficerId' | 'processorId', label: string) => (
    <Field label={label} error={errors[name]?.message} hint="Optional">
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

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label="New order">
      {formError ? (
        <Alert variant="error" title="The order was not opened">
          {formError}
        </Alert>
      ) : null}

      <Section title="Office & type" description={office ? `The file number will look like ${office.nextFileNumberPreview}.` : undefined}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Office" error={errors.officeId?.message}>
            <NativeSelect
              {...form.register('officeId', {
                onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
                  const chosen = offices.find((item) => item.id === event.target.value);
                  // The office's state is only a default: keep a state the user picked.
                  if (chosen && !statePicked) form.setValue('propertyState', chosen.state);
                },
              })}
            >
              {offices.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Transaction type" error={errors.transactionType?.message}>
            <NativeSelect defaultValue="" {...form.register('transactionType')}>
              <option value="" disabled>
                Choose…
              </option>
              {transactionTypes.map((type) => (
                <option key={type} value={type}>
                  {transactionTypeLabels[type]}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
      </Section>

      <Section title="Property">
        <div className="grid gap-4 sm:grid-cols-6">
          <Field label="Property address" error={errors.propertyAddress?.message} className="sm:col-span-6">
            <Input autoComplete="off" {...form.register('propertyAddress')} />
          </Field>
          <Field label="City" error={errors.propertyCity?.message} className="sm:col-span-2">
            <Input autoComplete="off" {...form.register('propertyCity')} />
          </Field>
          <Field label="State" error={errors.propertyState?.message} className="sm:col-span-2">
            <UsStateSelect {...form.register('propertyState', { onChange: () => setStatePicked(true) })} />
          </Field>
          <Field label="ZIP code" error={errors.propertyZip?.message} className="sm:col-span-2">
            <Input inputMode="numeric" autoComplete="off" {...form.register('propertyZip')} />
          </Field>
          <Field label="County" error={errors.propertyCounty?.message} hint="Suggestions follow the state" className="sm:col-span-3">
            <CountyInput state={state ?? ''} query={county ?? ''} {...form.register('propertyCounty')} />
          </Field>
          <Field label="Property type" error={errors.propertyType?.message} className="sm:col-span-3">
            <NativeSelect defaultValue="" {...form.register('propertyType')}>
              <option value="" disabled>
                Choose…
              </option>
              {propertyTypes.map((type) => (
                <option key={type} value={type}>
                  {propertyTypeLabels[type]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="APN (parcel number)" error={errors.apn?.message} hint="Optional; checked against other open files" className="sm:col-span-3">
            <Input autoComplete="off" {...form.register('apn', { onBlur: (event: React.FocusEvent<HTMLInputElement>) => setCheckedApn(event.target.value.trim()) })} />
          </Field>
          <div className="sm:col-span-6">{checkedApn ? <DuplicateParcelCheck apn={checkedApn} /> : null}</div>
          <Field label="Legal description" error={errors.legalDescription?.message} hint="Optional" className="sm:col-span-6">
            <Textarea rows={3} {...form.register('legalDescription')} />
          </Field>
        </div>
      </Section>

      <Section title="Money & dates" description="A purchase needs a sale price; a refinance or equity loan needs a loan amount.">
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="salePriceCents"
            render={({ field, fieldState }) => (
              <Field label="Sale price" error={fieldState.error?.message}>
                <MoneyInput name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
              </Field>
            )}
          />
          <Controller
            control={form.control}
            name="loanAmountCents"
            render={({ field, fieldState }) => (
              <Field label="Loan amount" error={fieldState.error?.message}>
                <MoneyInput name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
              </Field>
            )}
          />
          <Field label="Opened" error={errors.openedDate?.message}>
            <Input type="date" {...form.register('openedDate', emptyAsNull)} />
          </Field>
          <Field label="Estimated closing" error={errors.estimatedClosingDate?.message} hint="Optional">
            <Input type="date" {...form.register('estimatedClosingDate', emptyAsNull)} />
          </Field>
        </div>
      </Section>

      <Section title="Assignment">
        <div className="grid gap-4 sm:grid-cols-2">
          {assignee('escrowOfficerId', 'Escrow officer')}
          {assignee('titleOfficerId', 'Title officer')}
          {assignee('processorId', 'Processor')}
          <Field label="Underwriter" error={errors.underwriterId?.message} hint="Optional">
            <NativeSelect {...form.register('underwriterId', emptyAsNull)}>
              <option value="">None yet</option>
              {underwriters.data?.items.map((underwriter) => (
                <option key={underwriter.id} value={underwriter.id}>
                  {underwriter.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
      </Section>

      <Section title="Parties" description="Buyers, sellers, lenders, agents: people and companies from the directory.">
        {parties.length > 0 ? (
          <Table>
            <caption className="sr-only">Parties to add</caption>
            <TableHead>
              <tr>
                <TableHeader scope="col">Role</TableHeader>
                <TableHeader scope="col">Name</TableHeader>
                <TableHeader scope="col">
                  <span className="sr-only">Actions</span>
                </TableHeader>
              </tr>
            </TableHead>
            <TableBody>
              {parties.map((party, index) => (
                <TableRow key={`${party.role}:${party.contactId ?? party.companyId}`}>
                  <TableCell>{partyRoleLabels[party.role]}</TableCell>
                  <TableCell>{party.name}</TableCell>
                  <TableCell className="text-right">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${party.name} as ${partyRoleLabels[party.role]}`}
                      onClick={() => updateParties(parties.filter((_, position) => position !== index))}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : (
          <p className="text-sm text-muted-foreground">No parties yet. Parties can also be added later from the order.</p>
        )}
        {errors.parties?.message ? <p className="text-sm text-destructive">{errors.parties.message}</p> : null}
        <PartyPicker onAdd={addParty} />
      </Section>

      <Section title="Notes">
        <Field label="Notes" error={errors.notes?.message} hint="Optional; visible to staff only">
          <Textarea rows={4} {...form.register('notes')} />
        </Field>
      </Section>

      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="outline">
          <Link to={paths.agent.orders.href()}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Opening…' : 'Open order'}
        </Button>
      </div>
    </form>
  );
}
