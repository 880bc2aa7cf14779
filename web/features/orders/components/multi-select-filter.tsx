import { ChevronDown } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId } from 'react';
import { Button } from '@web/components/ui/button';

interface MultiSelectFilterProps<T extends string> {
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T[];
  onChange: (next: T[]) => void;
}

/** A filter button that opens a list of checkboxes; the button says what is chosen. */
export function MultiSelectFilter<T extends string>({ label, options, labels, value, onChange }: MultiSelectFilterProps<T>) {
  const legendId = useId();
  const summary = value.length === 0 ? 'Any' : value.length <= 2 ? value.map((item) => labels[item]).join(', ') : `${value.length} selected`;
  function toggle(option: T, checked: boolean) {
    const next = checked ? [...value, option] : value.filter((item) => item !== option);
    // Keep the canonical order so the same choice always makes the same address.
    onChange(options.filter((item) => next.includes(item)));
  }
  return (
    <div className="space-y-1.5">
      <span className="block text-sm font-medium" aria-hidden="true">
        {label}
      </span>
      <Popover.Root>
        <Popover.Trigger asChild>
          <Button variant="outline" className="w-full justify-between font-normal" aria-label={`${label}: ${summary}`}>
            <span className="truncate">{summary}</span>
            <ChevronDown className="size-4 shrink-0" aria-hidden="true" />
          </Button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content align="start" sideOffset={4} className="z-50 max-h-80 w-64 overflow-y-auto rounded-md border border-border bg-card p-3 shadow-lg">
            <fieldset aria-labelledby={legendId}>
              <legend id={legendId} className="mb-2 text-sm font-medium">
                {label}
              </legend>
              <div className="space-y-1">
                {options.map((option) => (
                  <label key={option} className="flex cursor-pointer items-center gap-2 rounded px-1 py-0.5 text-sm hover:bg-muted">
                    <input type="checkbox" className="size-4" checked={value.includes(option)} onChange={(event) => toggle(option, event.target.checked)} />
                    {labels[option]}
                  </label>
                ))}
              </div>
            </fieldset>
            {value.length > 0 ? (
              <Button variant="link" size="sm" className="mt-2 h-auto px-0" onClick={() => onChange([])}>
                Clear {label.toLowerCase()}
              </Button>
            ) : null}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
