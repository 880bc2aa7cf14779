import { useLocation } from 'react-router';
import { EmptyState } from '@web/components/layout/empty-state';
import { PageHeader } from '@web/components/layout/page-header';
import { menuEntryFor } from '@web/config/navigation';
import { screenCopy } from './workspace-content';

/** A screen whose records do not exist yet: its header from the menu and an honest empty state. */
export function Component() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  const entry = menuEntryFor(path);
  const copy = screenCopy[path];
  const title = copy?.title ?? entry?.title ?? 'Workspace';
  return (
    <div>
      <PageHeader title={title} description={copy?.description ?? entry?.description} />
      <EmptyState title={copy?.emptyTitle ?? 'Nothing here yet'}>{copy?.emptyBody}</EmptyState>
    </div>
  );
}
