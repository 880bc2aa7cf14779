import type { ReactNode } from 'react';

/**
 * A chart drawn for sighted users. The numbers (and their links) are in the table beside it, so
 * the drawing is one labelled image to assistive technology rather than a maze of SVG shapes.
 */
export function ChartFrame({ label, height, children }: { label: string; height: number; children: ReactNode }) {
  return (
    <div role="img" aria-label={`${label}. The same numbers are in the table.`} className="w-full" style={{ height }}>
      {children}
    </div>
  );
}

/** Distinct series colours that read on the light and the dark theme. */
export const seriesColors = ['#2563eb', '#16a34a', '#d97706', '#9333ea', '#dc2626', '#0891b2', '#db2777', '#65a30d', '#7c3aed', '#ea580c'];
export const seriesColor = (index: number) => seriesColors[index % seriesColors.length]!;

/** Recharts draws ticks and grid lines with these; currentColor follows the theme's text colour. */
export const axisProps = { stroke: 'currentColor', tick: { fill: 'currentColor', fontSize: 12 } } as const;
