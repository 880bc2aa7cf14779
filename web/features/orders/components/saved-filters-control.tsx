import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Bookmark, ChevronDown, Trash2 } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { CreateSavedFilterInputSchema, type CreateSavedFilterInput, type SavedFilter } from '@core/contracts/orders';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { savedFiltersQueryOptions, useCreateSavedFilterMutation, useDeleteSavedFilterMutation } from '../api';

interface SavedFiltersControlProps {
  /** The current list's query (filters and sort, no page). */
  currentQuery: string;
  onApply: (query: string) => void;
}

const errorText = (error: unknown) => (error instanceof ApiError ? error.message : 'An unexpected error occurred');

/** The user's saved filters: apply one, save the current filters under a name, delete. */
export function SavedFiltersControl({ currentQuery, onApply }: SavedFiltersControlProps) {
  const saved = useQuery(savedFiltersQueryOptions);
  const remove = useDeleteSavedFilterMutation();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const items = saved.data?.items ?? [];

  function deleteFilter(filter: SavedFilter) {
    remove.mutate(filter.id, {
      onSuccess: () => toast.success(`Saved filter "${filter.name}" deleted`),
      onError: (error) => toast.error('The saved filter was not deleted', { description: errorText(error) }),
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <Button variant="outline">
            <Bookmark className="size-4" aria-hidden="true" />
            Saved filters{items.length ? ` (${items.length})` : ''}
            <ChevronDown className="size-4" aria-hidden="true" />
          </Button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content align="end" sideOffset={4} className="z-50 w-72 rounded-md border border-border bg-card p-2 shadow-lg" aria-label="Saved filters">
            {saved.isPending ? (
              <p className="p-2 text-sm text-muted-foreground">Loading…</p>
            ) : saved.isError ? (
              <p role="alert" className="p-2 text-sm text-destructive">
                {errorText(saved.error)}
              </p>
            ) : items.length === 0 ? (
              <p className="p-2 text-sm text-muted-foreground">No saved filters yet. Set some filters, then choose &quot;Save current filters&quot;.</p>
            ) : (
              <ul className="space-y-1">
                {items.map((filter) => (
                  <li key={filter.id} className="flex items-center gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      className="flex-1 justify-start truncate"
                      aria-current={filter.query === currentQuery ? 'true' : undefined}
                      onClick={() => {
                        onApply(filter.query);
                        setOpen(false);
                      }}
                    >
                      {filter.name}
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8 shrink-0"
                      aria-label={`Delete saved filter ${filter.name}`}
                      disabled={remove.isPending}
                      onClick={() => deleteFilter(filter)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <Button variant="outline" onClick={() => setSaving(true)}>
        Save current filters
      </Button>
      <Dialog open={saving} onOpenChange={setSaving}>
        {saving ? <SaveFilterDialog query={currentQuery} onDone={() => setSaving(false)} /> : null}
      </Dialog>
    </div>
  );
}

function SaveFilterDialog({ query, onDone }: { query: string; onDone: () => void }) {
  const create = useCreateSavedFilterMutation();
  const form = useForm<CreateSavedFilterInput>({ resolver: zodResolver(CreateSavedFilterInputSchema), defaultValues: { name: '', query } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const filter = await create.mutateAsync(values);
      toast.success(`Filters saved as "${filter.name}"`);
      onDone();
    } catch (error) {
      const fieldMessage = error instanceof ApiError ? (error.fields?.name?.[0] ?? error.fields?.query?.[0]) : undefined;
      form.setError('name', { message: fieldMessage ?? errorText(error) });
    }
  });
  return (
    <DialogContent title="Save current filters" description="Give these filters a name to find them again from Saved filters.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field label="Name" error={errors.name?.message}>
          <Input {...form.register('name')} placeholder="e.g. My Travis County closings" />
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
