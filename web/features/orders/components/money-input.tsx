import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { centsToInput, parseDollarsToCents } from '@core/domain/money';
import { Input } from '@web/components/ui/input';

type MoneyInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  /** Whole cents; null when empty; NaN while the text is not an amount (the schema reports it). */
  value: number | null | undefined;
  onChange: (cents: number | null) => void;
  ref?: Ref<HTMLInputElement>;
};

const grouped = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function sameAmount(a: number | null | undefined, b: number | null | undefined) {
  return Object.is(a ?? null, b ?? null);
}

/** Dollars as typed ("350,000" or "$1,234.50"), kept as text; the form holds exact cents. */
export function MoneyInput({ value, onChange, onBlur, className, ...props }: MoneyInputProps) {
  const [text, setText] = useState(() => centsToInput(Number.isNaN(value) ? null : value));
  const [seen, setSeen] = useState(value);
  // The form reset or loaded a new amount: show it, unless it is what the text already says.
  if (!Object.is(seen, value)) {
    setSeen(value);
    if (!sameAmount(parseDollarsToCents(text), value)) setText(value == null || Number.isNaN(value) ? '' : centsToInput(value));
  }
  return (
    <div className="relative">
      <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden="true">
        $
      </span>
      <Input
        {...props}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={`pl-7 ${className ?? ''}`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const cents = parseDollarsToCents(event.target.value);
          setSeen(cents);
          onChange(cents);
        }}
        onBlur={(event) => {
          const cents = parseDollarsToCents(text);
          if (cents != null && !Number.isNaN(cents)) setText(grouped.format(cents / 100));
          onBlur?.(event);
        }}
      />
    </div>
  );
}
