import { useQuery } from '@tanstack/react-query';
import { Filter, X } from 'lucide-react';
import { useId, useState } from 'react';
import { transactionTypeLabels, transactionTypes } from '@core/contracts/orders';
import { orderStatuses, statusLabels, type OrderPhase } from '@core/domain/order-status';
import { UsStateSelect } from '@web/components/us-state-select';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { officesQueryOptions, staffQueryOptions } from '../api';
import { activeFilterCount, type FilterKey, type OrderListParams } from '../list-params';
import { useDebouncedText } from '@web/lib/use-debounced-text';
import { MultiSelectFilter } from './multi-select-filter';

const phaseLabels: Record<OrderPhase, string> = { open: 'Open files', closed: 'Closed files', cancelled: 'Cancelled files' };

const moreKeys: FilterKey[] = ['officerId', 'officeId', 'county', 'state', 'openedFrom', 'openedTo', 'closingFrom', 'closingTo'];

interface OrderListFiltersProps {
  params: OrderListParams;
  onChange: (changes: Partial<Pick<OrderListParams, FilterKey>>) => void;
  onClear: () => void;
}

/** Search, status, phase and type up front; people, places and dates behind "More filters". */
export function OrderListFilters({ params, onChange, onClear }: OrderListFiltersProps) {
  const moreId = useId();
  const moreActive = moreKeys.some((key) => params[key] !== '');
  const [showMore, setShowMore] = useState(moreActive);
  const [wasMoreActive, setWasMoreActive] = useState(moreActive);
  // A saved filter or a shared link that sets one of these opens the section.
  if (moreActive !== wasMoreActive) {
    setWasMoreActive(moreActive);
    if (moreActive) setShowMore(true);
  }
  const [search, setSearch] = useDebouncedText(params.q, (q) => onChange({ q }));
  const [county, setCounty] = useDebouncedText(params.county, (value) => onChange({ county: value }));
  const staff = useQuery({ ...staffQueryOptions, enabled: showMore || moreActive });
  const offices = useQuery({ ...officesQueryOptions, enabled: showMore || moreActive });
  const active = activeFilterCount(params);

  return (
    <div className="space-y-3 rounded-lg border border-border bg-card p-4">
      <div className="grid gap-3 md:grid-cols-[minmax(16rem,2fr)_1fr_1fr_1fr]">
        <Field label="Search orders">
          <Input
            type="search"
            placeholder="File number, address, APN or party name"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
        <MultiSelectFilter label="Status" options={orderStatuses} labels={statusLabels} value={params.status} onChange={(status) => onChange({ status })} />
        <Field label="Phase">
          <NativeSelect value={params.phase} onChange={(event) => onChange({ phase: event.target.value as OrderPhase | '' })}>
            <option value="">All files</option>
            {Object.entries(phaseLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <MultiSelectFilter
          label="Transaction type"
          options={transactionTypes}
          labels={transactionTypeLabels}
          value={params.transactionType}
          onChange={(transactionType) => onChange({ transactionType })}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" size="sm" aria-expanded={showMore} aria-controls={moreId} onClick={() => setShowMore((value) => !value)}>
          <Filter className="size-4" aria-hidden="true" />
          {showMore ? 'Fewer filters' : 'More filters'}
        </Button>
        {active > 0 ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X className="size-4" aria-hidden="true" />
            Clear filters ({active})
          </Button>
        ) : null}
      </div>
      <div id={moreId} hidden={!showMore} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Officer" hint="Escrow officer, title officer or processor">
          <NativeSelect value={params.officerId} onChange={(event) => onChange({ officerId: event.target.value })}>
            <option value="">Anyone</option>
            {staff.data?.items.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Office">
          <NativeSelect value={params.officeId} onChange={(event) => onChange({ officeId: event.target.value })}>
            <option value="">All offices</option>
            {offices.data?.items.map((office) => (
              <option key={office.id} value={office.id}>
                {office.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="State">
          <UsStateSelect emptyLabel="All states" value={params.state} onChange={(event) => onChange({ state: event.target.value })} />
        </Field>
        <Field label="County">
          <Input value={county} placeholder="e.g. Travis" onChange={(event) => setCounty(event.target.value)} />
        </Field>
        <Field label="Opened from">
          <Input type="date" value={params.openedFrom} max={params.openedTo || undefined} onChange={(event) => onChange({ openedFrom: event.target.value })} />
        </Field>
        <Field label="Opened to">
          <Input type="date" value={params.openedTo} min={params.openedFrom || undefined} onChange={(event) => onChange({ openedTo: event.target.value })} />
        </Field>
        <Field label="Closing from" hint="Closing date, or the estimate until it is set">
          <Input type="date" value={params.closingFrom} max={params.closingTo || undefined} onChange={(event) => onChange({ closingFrom: event.target.value })} />
        </Field>
        <Field label="Closing to">
          <Input type="date" value={params.closingTo} min={params.closingFrom || undefined} onChange={(event) => onChange({ closingTo: event.target.value })} />
        </Field>
      </div>
    </div>
  );
}
