import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { OfficeInputSchema, type Office } from '@core/contracts/offices';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { UsStateSelect } from '@web/components/us-state-select';
import { applyServerErrors } from '@web/lib/form-errors';
import { officesQueryOptions, useSaveOffice } from '../api';

type Values = z.input<typeof OfficeInputSchema>;
const fieldNames = ['name', 'code', 'numberingFormat', 'state', 'street', 'city', 'zip', 'phone'] as const;

/** Admin settings: offices and the numbering format each one gives its new files. */
export function OfficesSection() {
  const heading = useId();
  const offices = useQuery(officesQueryOptions());
  const [editing, setEditing] = useState<Office | 'new' | null>(null);
  return (
    <section aria-labelledby={heading} className="space-y-4">
      <div className="flex items-center justify-between gap-4">
        <div>
          <h2 id={heading} className="text-lg font-semibold">
            Offices and file numbering
          </h2>
          <p className="text-sm text-muted-foreground">
            Tokens: {'{YY}'}, {'{YYYY}'}, {'{MM}'}, {'{OFFICE}'} and one {'{SEQ:n}'}; the counter restarts with the most specific date token.
          </p>
        </div>
        <Button variant="outline" onClick={() => setEditing('new')}>
          Add office
        </Button>
      </div>
      {offices.isPending ? <Spinner label="Loading offices…" /> : null}
      {offices.isError ? <Alert variant="error">{offices.error.message}</Alert> : null}
      {offices.data ? (
        <Table>
          <TableHead>
            <TableRow>
              <TableHeader>Office</TableHeader>
              <TableHeader>Code</TableHeader>
              <TableHeader>State</TableHeader>
              <TableHeader>Numbering format</TableHeader>
              <TableHeader>Next file number</TableHeader>
              <TableHeader>
                <span className="sr-only">Actions</span>
              </TableHeader>
            </TableRow>
          </TableHead>
          <TableBody>
            {offices.data.items.map((office) => (
              <TableRow key={office.id}>
                <TableCell>{office.name}</TableCell>
                <TableCell>{office.code}</TableCell>
                <TableCell>{office.state}</TableCell>
                <TableCell className="font-mono">{office.numberingFormat}</TableCell>
                <TableCell className="font-mono">{office.nextFileNumberPreview}</TableCell>
                <TableCell className="text-right">
                  <Button size="sm" variant="outline" aria-label={`Edit ${office.name}`} onClick={() => setEditing(office)}>
                    Edit
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        {editing ? (
          <DialogContent title={editing === 'new' ? 'Add office' : `Edit ${editing.name}`}>
            <OfficeForm key={editing === 'new' ? 'new' : editing.id} office={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}

function OfficeForm({ office, onDone }: { office?: Office; onDone: () => void }) {
  const save = useSaveOffice(office?.id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof OfficeInputSchema>>({
    resolver: zodResolver(OfficeInputSchema),
    defaultValues: {
      name: office?.name ?? '',
      code: office?.code ?? '',
      numberingFormat: office?.numberingFormat ?? '{YY}-{SEQ:5}',
      state: office?.state ?? 'TX',
      street: office?.street ?? '',
      city: office?.city ?? '',
      zip: office?.zip ?? '',
      phone: office?.phone ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync(values);
      toast.success(`${saved.name}: next file number ${saved.nextFileNumberPreview}`);
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, fieldNames) ?? 'Some fields need attention.');
    }
  });
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.stopPropagation();
        void submit(event);
      }}
    >
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Office name" error={errors.name?.message}>
          <Input {...form.register('name')} />
        </Field>
        <Field label="Code" error={errors.code?.message} hint="2 to 8 capital letters or digits">
          <Input {...form.register('code')} />
        </Field>
        <Field label="Numbering format" error={errors.numberingFormat?.message} hint="Applies to the next new file; existing numbers keep theirs">
          <Input className="font-mono" {...form.register('numberingFormat')} />
        </Field>
        <Field label="State" error={errors.state?.message}>
          <UsStateSelect {...form.register('state')} />
        </Field>
        <Field label="Street" error={errors.street?.message}>
          <Input {...form.register('street')} />
        </Field>
        <Field label="City" error={errors.city?.message}>
          <Input {...form.register('city')} />
        </Field>
        <Field label="ZIP code" error={errors.zip?.message}>
          <Input {...form.register('zip')} />
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          <Input type="tel" {...form.register('phone')} />
        </Field>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save office'}
        </Button>
      </div>
    </form>
  );
}
