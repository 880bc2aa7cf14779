import { Link, useParams } from 'react-router';
import { EmptyState } from '@web/components/layout/empty-state';
import { PageHeader } from '@web/components/layout/page-header';

const kinds = {
  vendor: { title: 'Vendor', param: 'vendorId', back: '/agent/vendor-marketplace', backLabel: 'Back to the vendor marketplace' },
} as const;

/** A record opened by id (vendor): one screen for each of its paths. */
export function RecordDetail({ kind }: { kind: keyof typeof kinds }) {
  const params = useParams();
  const config = kinds[kind];
  const id = params[config.param] ?? '';
  return (
    <div>
      <PageHeader title={`${config.title} ${id}`} />
      <EmptyState title={`No ${config.title.toLowerCase()} ${id} was found`}>
        <Link className="text-primary underline underline-offset-4" to={config.back}>{config.backLabel}</Link>
      </EmptyState>
    </div>
  );
}

export const VendorDetail = () => <RecordDetail kind="vendor" />;
