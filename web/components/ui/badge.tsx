import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

const variants = {
  default: 'bg-primary text-primary-foreground',
  outline: 'border border-border text-foreground',
  muted: 'bg-muted text-foreground',
  destructive: 'bg-destructive text-destructive-foreground',
};

export function Badge({ variant = 'default', children, className }: { variant?: keyof typeof variants; children: ReactNode; className?: string }) {
  return <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium', variants[variant], className)}>{children}</span>;
}
