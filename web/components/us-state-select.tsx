import type { SelectHTMLAttributes } from 'react';
import { usStateCodes, usStates } from '@core/domain/us-states';
import { NativeSelect } from '@web/components/ui/input';

/** A state picker over the USPS codes; `emptyLabel` adds a blank first choice. */
export function UsStateSelect({ emptyLabel, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { emptyLabel?: string }) {
  return (
    <NativeSelect {...props}>
      {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
      {usStateCodes.map((code) => (
        <option key={code} value={code}>
          {usStates[code]}
        </option>
      ))}
    </NativeSelect>
  );
}
