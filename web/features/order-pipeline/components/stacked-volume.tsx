import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { Link, useNavigate } from 'react-router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatMonth } from '../format';
import { monthRange } from '../links';
import { axisProps, ChartFrame, seriesColor } from './chart-frame';

export interface VolumeSeries {
  label: string;
  /** The order list for this series in a date range; null when the list cannot filter it. */
  href: ((from: string, to: string) => string) | null;
}

export interface VolumePoint {
  month: string;
  series: string;
  count: number;
}

/**
 * Orders opened per month stacked by series (transaction type, officer): a chart, a legend of
 * links over the whole period, and a month-by-series table in which every count is a link.
 */
export function StackedVolume({
  caption,
  months,
  series,
  points,
}: {
  caption: string;
  months: string[];
  series: Map<string, VolumeSeries>;
  points: VolumePoint[];
}) {
  const navigate = useNavigate();
  const keys = [...series.keys()];
  // Series keys become positional data keys: recharts reads dotted keys as paths.
  const dataKey = (index: number) => `s${index}`;
  const countOf = new Map(points.map((point) => [`${point.month.slice(0, 7)}|${point.series}`, point.count]));
  const rows = months.map((month) => {
    const row: Record<string, string | number> = { month, label: formatMonth(month) };
    keys.forEach((key, index) => (row[dataKey(index)] = countOf.get(`${month}|${key}`) ?? 0));
    return row;
  });
  const period = months.length ? { start: monthRange(months[0]!).start, end: monthRange(months[months.length - 1]!).end } : null;

  if (keys.length === 0) return <p className="text-sm text-muted-foreground">No orders were opened in this period.</p>;

  return (
    <div className="space-y-4">
      <ChartFrame label={`Stacked bar chart: ${caption}`} height={260}>
        <BarChart data={rows} responsive style={{ width: '100%', height: '100%' }} accessibilityLayer={false} margin={{ right: 16 }}>
          <CartesianGrid vertical={false} strokeOpacity={0.2} />
          <XAxis dataKey="label" {...axisProps} />
          <YAxis allowDecimals={false} width={40} {...axisProps} />
          <Tooltip cursor={{ fillOpacity: 0.1 }} contentStyle={{ color: '#111' }} />
          {keys.map((key, index) => {
            const item = series.get(key)!;
            return (
              <Bar
                key={key}
                dataKey={dataKey(index)}
                name={item.label}
                stackId="volume"
                fill={seriesColor(index)}
                cursor={item.href ? 'pointer' : undefined}
                onClick={(_, rowIndex) => {
                  const { start, end } = monthRange(months[rowIndex]!);
                  if (item.href) navigate(item.href(start, end));
                }}
              />
            );
          })}
        </BarChart>
      </ChartFrame>
      <ul aria-label={`Legend: ${caption}`} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {keys.map((key, index) => {
          const item = series.get(key)!;
          const swatch = <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ background: seriesColor(index) }} />;
          return (
            <li key={key} className="flex items-center gap-1.5">
              {swatch}
              {item.href && period ? (
                <Link to={item.href(period.start, period.end)} className="text-primary underline-offset-4 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span>{item.label}</span>
              )}
            </li>
          );
        })}
      </ul>
      <Table>
        <caption className="sr-only">{caption}</caption>
        <TableHead>
          <TableRow>
            <TableHeader scope="col">Month</TableHeader>
            {keys.map((key) => (
              <TableHeader key={key} scope="col" className="text-right">{series.get(key)!.label}</TableHeader>
            ))}
            <TableHeader scope="col" className="text-right">Total</TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const month = row.month as string;
            const { start, end } = monthRange(month);
            const total = keys.reduce((sum, _key, index) => sum + (row[dataKey(index)] as number), 0);
            return (
              <TableRow key={month}>
                <TableHeader scope="row" className="text-left font-normal text-foreground">{row.label}</TableHeader>
                {keys.map((key, index) => {
                  const item = series.get(key)!;
                  const count = row[dataKey(index)] as number;
                  return (
                    <TableCell key={key} className="text-right tabular-nums">
                      {item.href ? (
                        <Link to={item.href(start, end)} className="text-primary underline-offset-4 hover:underline">
                          {count}
                          <span className="sr-only"> {item.label} opened in {row.label}</span>
                        </Link>
                      ) : (
                        count
                      )}
                    </TableCell>
                  );
                })}
                <TableCell className="text-right font-medium tabular-nums">{total}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
