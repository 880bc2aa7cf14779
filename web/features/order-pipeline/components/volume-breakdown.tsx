import type { OrderStats } from '@core/contracts/orders';
import { transactionTypeLabels, transactionTypes } from '@core/contracts/orders';
import type { PipelineLinks } from '../links';
import { DashboardSection } from './dashboard-section';
import { StackedVolume, type VolumeSeries } from './stacked-volume';

export const VOLUME_MONTHS = 12;

/** The twelve months up to today's, so months without any opened order still show as zero. */
export function volumeMonths(today: string, seen: string[]): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const months = new Set(seen.map((value) => value.slice(0, 7)));
  for (let back = 0; back < VOLUME_MONTHS; back++) {
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    months.add(date.toISOString().slice(0, 7));
  }
  return [...months].sort();
}

export function VolumeByType({ stats, links }: { stats: OrderStats; links: PipelineLinks }) {
  const months = volumeMonths(stats.today, stats.volumeByType.map((point) => point.month));
  const present = new Set(stats.volumeByType.map((point) => point.transactionType));
  const series = new Map<string, VolumeSeries>(
    transactionTypes
      .filter((type) => present.has(type))
      .map((type) => [type, { label: transactionTypeLabels[type], href: (from: string, to: string) => links.typeOpened(type, from, to) }]),
  );
  return (
    <DashboardSection title="Volume by transaction type" description="Orders opened per month over the last year.">
      <StackedVolume
        caption="Orders opened per month by transaction type"
        months={months}
        series={series}
        points={stats.volumeByType.map((point) => ({ month: point.month, series: point.transactionType, count: point.count }))}
      />
    </DashboardSection>
  );
}

const UNASSIGNED = 'unassigned';

export function VolumeByOfficer({ stats, links }: { stats: OrderStats; links: PipelineLinks }) {
  const months = volumeMonths(stats.today, stats.volumeByOfficer.map((point) => point.month));
  const series = new Map<string, VolumeSeries>();
  // Busiest officers first; files without an officer last (the list cannot filter on "nobody").
  const totals = new Map<string, number>();
  for (const point of stats.volumeByOfficer) {
    const key = point.officerId ?? UNASSIGNED;
    totals.set(key, (totals.get(key) ?? 0) + point.count);
  }
  const ordered = [...stats.volumeByOfficer].sort((a, b) => {
    if (!a.officerId !== !b.officerId) return a.officerId ? -1 : 1;
    return (totals.get(b.officerId ?? UNASSIGNED) ?? 0) - (totals.get(a.officerId ?? UNASSIGNED) ?? 0) || a.officerName.localeCompare(b.officerName);
  });
  for (const point of ordered) {
    const key = point.officerId ?? UNASSIGNED;
    if (series.has(key)) continue;
    const officerId = point.officerId;
    series.set(key, {
      label: officerId ? point.officerName : point.officerName || 'Unassigned',
      href: officerId ? (from, to) => links.officerOpened(officerId, from, to) : null,
    });
  }
  return (
    <DashboardSection title="Volume by escrow officer" description="Orders opened per month over the last year, by assigned escrow officer.">
      <StackedVolume
        caption="Orders opened per month by escrow officer"
        months={months}
        series={series}
        points={stats.volumeByOfficer.map((point) => ({ month: point.month, series: point.officerId ?? UNASSIGNED, count: point.count }))}
      />
    </DashboardSection>
  );
}
