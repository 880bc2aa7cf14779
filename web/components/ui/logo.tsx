import { Landmark } from 'lucide-react';

export function Logo() {
  return (
    <span className="inline-flex items-center gap-2 font-semibold">
      <Landmark className="h-6 w-6 text-primary" aria-hidden="true" />
      <span>Title Management System</span>
    </span>
  );
}
