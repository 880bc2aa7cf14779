import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@web/components/layout/page-header';
import { Field } from '@web/components/ui/field';
import { NativeSelect } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api-client';
import { officesQueryOptions, orderStatsQueryOptions } from '../api';
import { formatDay } from '../format';
import { pipelineLinks } from '../links';
import { AgingBreakdown } from './aging-breakdown';
import { ClosingsCalendar } from './closings-calendar';
import { PhaseCards } from './phase-cards';
import { StatusBreakdown } from './status-breakdown';
import { VolumeByOfficer, VolumeByType } from './volume-breakdown';

/** The pipeline dashboard: every widget from one stats call, optionally for one office. */
export function OrdersDashboard() {
  const [searchParams, setSearchParams] = useSearchParams();
  const officeId = searchParams.get('officeId') || undefined;
  const stats = useQuery(orderStatsQueryOptions(officeId));
  const offices = useQuery(officesQueryOptions);
  const links = pipelineLinks(officeId);

  function chooseOffice(value: string) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('officeId', value);
        else next.delete('officeId');
        return next;
      },
      { replace: true },
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Orders dashboard"
        description={stats.data ? `Pipeline as of ${formatDay(stats.data.today)}` : 'Pipeline by status, closings and aging'}
        actions={
          <Field label="Office" className="w-56">
            <NativeSelect value={officeId ?? ''} onChange={(event) => chooseOffice(event.target.value)} disabled={offices.isPending}>
              <option value="">All offices</option>
              {offices.data?.items.map((office) => (
                <option key={office.id} value={office.id}>
                  {office.name} ({office.code})
                </option>
              ))}
            </NativeSelect>
          </Field>
        }
      />
      {stats.isPending ? (
        <Spinner label="Loading the pipeline…" />
      ) : stats.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {stats.error instanceof ApiError ? stats.error.message : 'The pipeline could not be loaded.'}
        </p>
      ) : (
        <div className="space-y-6 transition-opacity aria-busy:opacity-60" aria-busy={stats.isPlaceholderData}>
          <PhaseCards stats={stats.data} links={links} />
          <StatusBreakdown stats={stats.data} links={links} />
          <ClosingsCalendar stats={stats.data} links={links} />
          <div className="grid gap-6 xl:grid-cols-2">
            <AgingBreakdown stats={stats.data} links={links} />
            <VolumeByType stats={stats.data} links={links} />
          </div>
          <VolumeByOfficer stats={stats.data} links={links} />
        </div>
      )}
    </div>
  );
}
