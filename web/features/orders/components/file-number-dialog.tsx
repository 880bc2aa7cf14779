import { useState } from 'react';
import { toast } from 'sonner';
import type { OrderDetail } from '@core/contracts/orders';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { useUpdateOrderMutation } from '../api';

/**
 * Changes a file number by hand (admins only; the server decides, this is shown only to those
 * it would allow). A number already in use is refused with the field named.
 */
export function FileNumberDialog({ order }: { order: OrderDetail }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(order.fileNumber);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateOrderMutation(order.id);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setValue(order.fileNumber);
          setError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost">
          Change file number
        </Button>
      </DialogTrigger>
      <DialogContent title="Change file number" description="Numbers normally come from the office's format; change one only to correct it.">
        <form
          noValidate
          className="space-y-4"
          onSubmit={async (event) => {
            event.preventDefault();
            event.stopPropagation();
            setError(null);
            try {
              const saved = await update.mutateAsync({ version: order.version, fileNumber: value.trim() });
              toast.success(`File number changed to ${saved.fileNumber}`);
              setOpen(false);
            } catch (failure) {
              if (failure instanceof ApiError && failure.code === 'VERSION_CONFLICT') setError(failure.message);
              else setError(failure instanceof ApiError ? (failure.fields?.fileNumber?.[0] ?? failure.message) : 'The file number could not be changed.');
            }
          }}
        >
          {error ? <Alert variant="error">{error}</Alert> : null}
          <Field label="File number">
            <Input value={value} onChange={(event) => setValue(event.target.value)} autoComplete="off" />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending || value.trim() === '' || value.trim() === order.fileNumber}>
              {update.isPending ? 'Saving…' : 'Change'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
