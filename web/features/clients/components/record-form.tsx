import { useState, type ReactNode } from 'react';
import type { FieldErrors, FieldValues, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { UsStateSelect } from '@web/components/us-state-select';
import { ApiError } from '@web/lib/api-client';
import { applyServerErrors } from '@web/lib/form-errors';
import { ConflictNotice } from './conflict-notice';

interface RecordFormProps<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  what: 'contact' | 'company';
  fieldNames: readonly string[];
  submitLabel: string;
  onSubmit: (values: O) => Promise<unknown>;
  onCancel?: () => void;
  /** The record's values fetched again after a conflict; the form then shows them. */
  onReload?: () => Promise<V>;
  children: ReactNode;
}

/**
 * The part every directory form shares: submit through the shared schema, server field errors
 * under their fields, a stale version as the conflict notice with Reload, and the actions.
 */
export function RecordForm<V extends FieldValues, O>({ form, what, fieldNames, submitLabel, onSubmit, onCancel, onReload, children }: RecordFormProps<V, O>) {
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const { isSubmitting } = form.formState;

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
          what={what}
          onReload={async () => {
            form.reset(await onReload());
            setConflict(false);
          }}
        />
      ) : null}
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      {children}
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

type AddressName = 'street' | 'city' | 'state' | 'zip';

/** Street, city, state and ZIP, as contacts and companies both have them. */
export function AddressFields({ register, errors }: { register: (name: AddressName) => UseFormRegisterReturn; errors: FieldErrors }) {
  const message = (name: AddressName) => errors[name]?.message as string | undefined;
  return (
    <>
      <Field label="Street" error={message('street')}>
        <Input autoComplete="off" {...register('street')} />
      </Field>
      <Field label="City" error={message('city')}>
        <Input autoComplete="off" {...register('city')} />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label="State" error={message('state')}>
          <UsStateSelect emptyLabel="—" {...register('state')} />
        </Field>
        <Field label="ZIP code" error={message('zip')}>
          <Input inputMode="numeric" autoComplete="off" {...register('zip')} />
        </Field>
      </div>
    </>
  );
}
