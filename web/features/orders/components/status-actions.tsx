import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { OrderDetail } from '@core/contracts/orders';
import { statusLabels, type OrderStatus } from '@core/domain/order-status';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Textarea } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { ordersKeys, useTransitionOrderMutation } from '../api';

interface Action {
  to: OrderStatus;
  label: string;
  variant: 'default' | 'outline' | 'destructive';
  /** Asks first, with an optional note for the timeline. */
  confirm?: { title: string; description: string; confirmLabel: string; keepLabel: string };
}

function actionFor(order: OrderDetail, to: OrderStatus): Action {
  if (to === 'cancelled') {
    return {
      to,
      label: 'Cancel order',
      variant: 'destructive',
      confirm: {
        title: `Cancel order ${order.fileNumber}?`,
        description: 'A cancelled file is final: it leaves the open pipeline and cannot be moved on again.',
        confirmLabel: 'Cancel order',
        keepLabel: 'Keep order',
      },
    };
  }
  if (to === 'on_hold') {
    return {
      to,
      label: 'Put on hold',
      variant: 'outline',
      confirm: {
        title: `Put order ${order.fileNumber} on hold?`,
        description: 'The file keeps its place and can be resumed where it stopped.',
        confirmLabel: 'Put on hold',
        keepLabel: 'Not now',
      },
    };
  }
  if (order.status === 'on_hold') return { to, label: 'Resume', variant: 'default' };
  return { to, label: `Move to ${statusLabels[to]}`, variant: 'default' };
}

/** One button per status the order may move to, as the server lists them. */
export function StatusActions({ order }: { order: OrderDetail }) {
  const queryClient = useQueryClient();
  const transition = useTransitionOrderMutation(order.id);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [note, setNote] = useState('');
  const actions = order.allowedTransitions.map((to) => actionFor(order, to));

  function run(action: Action, withNote?: string) {
    transition.mutate(
      { to: action.to, version: order.version, note: withNote?.trim() || undefined },
      {
        onSuccess: (updated) => {
          toast.success(`Order ${updated.fileNumber} is now ${statusLabels[updated.status].toLowerCase()}`);
          closeDialog();
        },
        onError: (error) => {
          closeDialog();
          // Someone else changed or moved the file first: show where it stands now.
          const stale = error instanceof ApiError && error.status === 409;
          if (stale) void queryClient.invalidateQueries({ queryKey: ordersKeys.detail(order.id) });
          toast.error('The status was not changed', {
            description: error instanceof ApiError ? `${error.message}${stale ? ' The order has been reloaded.' : ''}` : 'An unexpected error occurred',
          });
        },
      },
    );
  }

  function closeDialog() {
    setConfirming(null);
    setNote('');
  }

  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Status actions">
      {actions.map((action) => (
        <Button
          key={action.to}
          variant={action.variant === 'destructive' ? 'outline' : action.variant}
          className={action.variant === 'destructive' ? 'text-destructive' : undefined}
          disabled={transition.isPending}
          onClick={() => (action.confirm ? setConfirming(action) : run(action))}
        >
          {action.label}
        </Button>
      ))}
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) closeDialog();
        }}
      >
        {confirming?.confirm ? (
          <DialogContent title={confirming.confirm.title} description={confirming.confirm.description}>
            <form
              className="space-y-4"
              onSubmit={(event) => {
                event.preventDefault();
                run(confirming, note);
              }}
            >
              <Field label="Note (optional)" hint="Shown in the activity timeline">
                <Textarea rows={3} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
              </Field>
              <div className="flex justify-end gap-2">
                <Button variant="outline" onClick={closeDialog}>
                  {confirming.confirm.keepLabel}
                </Button>
                <Button type="submit" variant={confirming.variant === 'destructive' ? 'destructive' : 'default'} disabled={transition.isPending}>
                  {transition.isPending ? 'Saving…' : confirming.confirm.confirmLabel}
                </Button>
              </div>
            </form>
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
