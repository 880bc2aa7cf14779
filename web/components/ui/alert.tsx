import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

interface AlertProps {
  variant?: 'info' | 'error' | 'success';
  title?: string;
  children: ReactNode;
  className?: string;
}

const styles = {
  info: 'border-border bg-muted text-foreground',
  error: 'border-destructive/60 bg-destructive/10 text-foreground',
  success: 'border-emerald-600/50 bg-emerald-600/10 text-foreground',
};

export function Alert({ variant = 'info', title, children, className }: AlertProps) {
  return (
    <div role={variant === 'error' ? 'alert' : 'status'} className={cn('rounded-md border px-4 py-3 text-sm', styles[variant], className)}>
      {title ? <p className="font-semibold">{title}</p> : null}
      <div>{children}</div>
    </div>
  );
}
