import { PageHeader } from '@web/components/layout/page-header';
import { NewOrderForm } from '@web/features/orders';

/** /agent/orders/new: opening a closing file. */
export function Component() {
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <PageHeader title="New order" description="Open a closing file: the file number is assigned when you save." />
      <NewOrderForm />
    </div>
  );
}
