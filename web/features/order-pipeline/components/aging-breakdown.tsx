import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { Link, useNavigate } from 'react-router';
import type { OrderStats } from '@core/contracts/orders';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatDay } from '../format';
import type { PipelineLinks } from '../links';
import { axisProps, ChartFrame, seriesColor } from './chart-frame';
import { DashboardSection } from './dashboard-section';

/** Open files by days since opening. */
export function AgingBreakdown({ stats, links }: { stats: OrderStats; links: PipelineLinks }) {
  const navigate = useNavigate();
  const rows = stats.aging.map((bucket) => ({ ...bucket, href: links.aging(bucket.openedFrom, bucket.openedTo) }));
  return (
    <DashboardSection title="Aging of open files" description="Open files by days since they were opened.">
      <ChartFrame label="Bar chart of open files by age" height={220}>
        <BarChart data={rows} responsive style={{ width: '100%', height: '100%' }} accessibilityLayer={false} margin={{ right: 16 }}>
          <CartesianGrid vertical={false} strokeOpacity={0.2} />
          <XAxis dataKey="label" interval={0} {...axisProps} />
          <YAxis allowDecimals={false} width={40} {...axisProps} />
          <Tooltip cursor={{ fillOpacity: 0.1 }} contentStyle={{ color: '#111' }} />
          <Bar dataKey="count" name="Open files" fill={seriesColor(2)} cursor="pointer" onClick={(_, index) => navigate(rows[index]!.href)} />
        </BarChart>
      </ChartFrame>
      <Table>
        <caption className="sr-only">Open files by age</caption>
        <TableHead>
          <TableRow>
            <TableHeader scope="col">Age</TableHeader>
            <TableHeader scope="col">Opened</TableHeader>
            <TableHeader scope="col" className="text-right">Open files</TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.bucket}>
              <TableCell>{row.label}</TableCell>
              <TableCell className="text-muted-foreground">
                {row.openedFrom ? `${formatDay(row.openedFrom)} – ${formatDay(row.openedTo)}` : `On or before ${formatDay(row.openedTo)}`}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                <Link to={row.href} className="font-medium text-primary underline-offset-4 hover:underline">
                  {row.count.toLocaleString()}
                  <span className="sr-only"> open files aged {row.label}</span>
                </Link>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DashboardSection>
  );
}
