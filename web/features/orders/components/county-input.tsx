import { useQuery } from '@tanstack/react-query';
import { useId, type ComponentProps } from 'react';
import { Input } from '@web/components/ui/input';
import { countiesQueryOptions } from '../api';
import { useDebouncedValue } from '@web/lib/use-debounced-text';

type CountyInputProps = Omit<ComponentProps<typeof Input>, 'list'> & {
  /** Two-letter state code whose counties are suggested. */
  state: string;
  /** What is typed so far. */
  query: string;
};

/** A free-text county with suggestions of that state's counties as one types. */
export function CountyInput({ state, query, ...props }: CountyInputProps) {
  const listId = useId();
  const settled = useDebouncedValue(query ?? '');
  const counties = useQuery(countiesQueryOptions(state, settled));
  return (
    <>
      <Input {...props} list={listId} autoComplete="off" />
      <datalist id={listId}>
        {counties.data?.items.map((county) => (
          <option key={county.fips} value={county.name} />
        ))}
      </datalist>
    </>
  );
}
