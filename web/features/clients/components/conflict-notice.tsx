import { useState } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';

/** Someone else saved first: say so, and offer to load their version. Nothing is overwritten. */
export function ConflictNotice({ what, onReload }: { what: 'contact' | 'company'; onReload: () => Promise<void> }) {
  const [reloading, setReloading] = useState(false);
  return (
    <Alert variant="error" title="Changed by someone else">
      <p>This {what} was changed by someone else since you opened it. Reload to see their changes, then make your edit again.</p>
      <Button
        size="sm"
        variant="outline"
        className="mt-2"
        disabled={reloading}
        onClick={async () => {
          setReloading(true);
          try {
            await onReload();
          } finally {
            setReloading(false);
          }
        }}
      >
        {reloading ? 'Reloading…' : 'Reload'}
      </Button>
    </Alert>
  );
}
