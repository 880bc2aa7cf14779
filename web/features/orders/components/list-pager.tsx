import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { NativeSelect } from '@web/components/ui/input';
import { formatCount } from '../format';
import { pageSizes } from '../list-params';

interface ListPagerProps {
  page: number;
  pageSize: number;
  shown: number;
  total: number;
  totalCapped: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** The range shown ("1–25 of 1,234"); a capped count says "of 1,000+" rather than a guess. */
export function pageRangeText({ page, pageSize, shown, total, totalCapped }: Pick<ListPagerProps, 'page' | 'pageSize' | 'shown' | 'total' | 'totalCapped'>) {
  if (shown === 0) return `0 of ${formatCount(total)}${totalCapped ? '+' : ''}`;
  const first = (page - 1) * pageSize + 1;
  const last = first + shown - 1;
  return `${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}${totalCapped ? '+' : ''}`;
}

export function ListPager(props: ListPagerProps) {
  const { page, pageSize, shown, total, totalCapped, onPage, onPageSize } = props;
  const hasNext = totalCapped ? shown === pageSize : page * pageSize < total;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p aria-live="polite">{pageRangeText(props)}</p>
      <div className="flex items-center gap-2">
        <label className="flex items-center gap-2 text-muted-foreground">
          Rows per page
          <NativeSelect className="h-8 w-20" value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={!hasNext} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
