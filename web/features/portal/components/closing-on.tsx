import { formatDay } from '../format';

/** The closing date, or the estimate (marked) while none is set. */
export function ClosingOn({ closingDate, estimatedClosingDate }: { closingDate: string | null; estimatedClosingDate: string | null }) {
  if (closingDate) return <>{formatDay(closingDate)}</>;
  if (estimatedClosingDate) {
    return (
      <>
        {formatDay(estimatedClosingDate)} <span className="text-muted-foreground">(estimated)</span>
      </>
    );
  }
  return <span className="text-muted-foreground">Not scheduled</span>;
}
