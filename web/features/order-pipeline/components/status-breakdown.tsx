import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { Link, useNavigate } from 'react-router';
import type { OrderStats } from '@core/contracts/orders';
import { orderStatuses, statusLabels } from '@core/domain/order-status';
import { OrderStatusBadge } from '@web/components/order-status-badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import type { PipelineLinks } from '../links';
import { axisProps, ChartFrame, seriesColor } from './chart-frame';
import { DashboardSection } from './dashboard-section';

/** Orders per status in lifecycle order, as bars and as a table of links. */
export function StatusBreakdown({ stats, links }: { stats: OrderStats; links: PipelineLinks }) {
  const navigate = useNavigate();
  const counts = new Map(stats.byStatus.map((row) => [row.status, row.count]));
  const rows = orderStatuses.map((status) => ({ status, label: statusLabels[status], count: counts.get(status) ?? 0, href: links.status(status) }));
  return (
    <DashboardSection title="Orders by status" description="Every order in each step of the lifecycle. Select a bar or a count to see those orders.">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ChartFrame label="Bar chart of orders by status" height={rows.length * 28 + 40}>
          <BarChart data={rows} layout="vertical" responsive style={{ width: '100%', height: '100%' }} accessibilityLayer={false} margin={{ left: 8, right: 16 }}>
            <CartesianGrid horizontal={false} strokeOpacity={0.2} />
            <XAxis type="number" allowDecimals={false} {...axisProps} />
            <YAxis type="category" dataKey="label" width={130} interval={0} {...axisProps} />
            <Tooltip cursor={{ fillOpacity: 0.1 }} contentStyle={{ color: '#111' }} />
            <Bar dataKey="count" name="Orders" fill={seriesColor(0)} cursor="pointer" onClick={(_, index) => navigate(rows[index]!.href)} />
          </BarChart>
        </ChartFrame>
        <Table>
          <caption className="sr-only">Orders by status</caption>
          <TableHead>
            <TableRow>
              <TableHeader scope="col">Status</TableHeader>
              <TableHeader scope="col" className="text-right">Orders</TableHeader>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.status}>
                <TableCell><OrderStatusBadge status={row.status} /></TableCell>
                <TableCell className="text-right tabular-nums">
                  <Link to={row.href} className="font-medium text-primary underline-offset-4 hover:underline">
                    {row.count.toLocaleString()}
                    <span className="sr-only"> orders with status {row.label}</span>
                  </Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </DashboardSection>
  );
}
