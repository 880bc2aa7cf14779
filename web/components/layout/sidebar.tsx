import { ChevronDown, ChevronRight, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  displayedBadgeVariant, firstChildPath, isItemActive, isItemCurrent, visibleChildren,
  type BadgeSource, type MenuGroup, type MenuItem,
} from '@web/config/navigation';
import { cn } from '@web/lib/cn';

/** The spec's tooltip timings: 300 ms in the rail; 700 ms elsewhere with a 300 ms skip delay. */
export const RAIL_TOOLTIP_DELAY_MS = 300;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export type BadgeCounts = Partial<Record<BadgeSource, number>>;

interface SidebarProps {
  menu: MenuGroup[];
  heading: string;
  collapsed: boolean;
  onToggle?: () => void;
  badges: BadgeCounts;
  initiallyOpen: string[];
  onNavigate?: () => void;
}

const badgeStyles = {
  default: 'bg-primary text-primary-foreground',
  secondary: 'bg-muted text-foreground border border-border',
  destructive: 'bg-destructive text-destructive-foreground',
  outline: 'border border-border text-foreground',
};

function ItemBadge({ item, badges }: { item: MenuItem; badges: BadgeCounts }) {
  const count = item.badge ? badges[item.badge.source] ?? 0 : 0;
  return (
    <>
      {item.tag ? <span className="rounded bg-emerald-700 px-1.5 text-[10px] font-semibold uppercase text-white">{item.tag}</span> : null}
      {item.badge && count > 0 ? (
        <span className={cn('ml-auto rounded-full px-2 text-xs font-medium', badgeStyles[displayedBadgeVariant(item.badge.variant)])} aria-label={`${count} ${item.title.toLowerCase()}`}>
          {count}
        </span>
      ) : null}
    </>
  );
}

function WithTooltip({ content, side = 'right', children }: { content: ReactNode; side?: 'right' | 'bottom'; children: ReactNode }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content side={side} sideOffset={8} className="z-50 max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md">
          {content}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

/** The sidebar labelled Main Navigation: titled groups, live badges, collapsible to an icon rail. */
export function Sidebar({ menu, heading, collapsed, onToggle, badges, initiallyOpen, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Set<string>>(() => {
    const initial = new Set(initiallyOpen);
    // The group of the page the user starts on is open too, so the current item is visible.
    for (const group of menu) if (group.items.some((item) => isItemActive(item, pathname))) initial.add(group.id);
    return initial;
  });

  function toggleGroup(group: MenuGroup) {
    const isOpen = open.has(group.id);
    setOpen((current) => {
      const next = new Set(current);
      if (isOpen) next.delete(group.id);
      else next.add(group.id);
      return next;
    });
    // Clicking a collapsed parent goes to its first child (spec §2).
    const first = firstChildPath(group);
    if (!isOpen && first) {
      navigate(first);
      onNavigate?.();
    }
  }

  function renderItem(item: MenuItem, depth = 0) {
    if (!item.path) return null;
    const active = isItemCurrent(menu, item, pathname);
    const Icon = item.icon;
    const link = (
      <Link
        to={item.path}
        onClick={onNavigate}
        aria-current={active ? 'page' : undefined}
        aria-label={collapsed ? item.title : undefined}
        className={cn(
          'flex items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors hover:bg-muted',
          active && 'bg-muted font-semibold text-foreground shadow-[inset_3px_0_0_var(--primary)]',
          collapsed && 'justify-center px-0',
          depth > 0 && !collapsed && 'pl-8',
        )}
      >
        <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
        {collapsed ? null : (
          <>
            <span className="truncate">{item.title}</span>
            <ItemBadge item={item} badges={badges} />
          </>
        )}
      </Link>
    );
    const count = item.badge ? badges[item.badge.source] ?? 0 : 0;
    return (
      <li key={`${item.path}-${item.title}`}>
        {collapsed ? (
          <WithTooltip content={<span className="flex items-center gap-2">{item.title}{count > 0 ? <span className="rounded-full bg-background px-1.5 text-foreground">{count}</span> : null}</span>}>
            {link}
          </WithTooltip>
        ) : item.description ? (
          <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
            <WithTooltip content={item.description}>{link}</WithTooltip>
          </Tooltip.Provider>
        ) : (
          link
        )}
        {visibleChildren(item).length > 0 ? <ul className="mt-1 space-y-1">{visibleChildren(item).map((child) => renderItem(child, depth + 1))}</ul> : null}
      </li>
    );
  }

  return (
    <Tooltip.Provider delayDuration={RAIL_TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <nav
        aria-label="Main Navigation"
        data-collapsed={collapsed ? 'true' : 'false'}
        className={cn('flex h-full shrink-0 flex-col border-r border-border bg-card transition-[width]', collapsed ? 'w-16' : 'w-64')}
      >
        <div className={cn('flex items-center border-b border-border p-3', collapsed ? 'justify-center' : 'justify-between')}>
          <h2 className={cn('text-sm font-semibold', collapsed && 'sr-only')}>{heading}</h2>
          {onToggle ? (
            <button
              type="button"
              onClick={onToggle}
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              aria-expanded={!collapsed}
              className="rounded-md p-1.5 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              {collapsed ? <PanelLeftOpen className="h-4 w-4" aria-hidden="true" /> : <PanelLeftClose className="h-4 w-4" aria-hidden="true" />}
            </button>
          ) : null}
        </div>
        <div className="flex-1 space-y-3 overflow-y-auto p-2">
          {menu.map((group) => {
            const isOpen = !group.collapsible || open.has(group.id);
            const GroupIcon = group.icon;
            if (collapsed && group.collapsible && !isOpen) {
              return (
                <ul key={group.id}>
                  <li>
                    <WithTooltip content={group.title}>
                      <button
                        type="button"
                        aria-label={group.title}
                        onClick={() => toggleGroup(group)}
                        className="flex w-full justify-center rounded-md py-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                      >
                        <GroupIcon className="h-4 w-4" aria-hidden="true" />
                      </button>
                    </WithTooltip>
                  </li>
                </ul>
              );
            }
            return (
              <section key={group.id} aria-label={group.title}>
                {group.collapsible ? (
                  <button
                    type="button"
                    onClick={() => toggleGroup(group)}
                    aria-expanded={isOpen}
                    className={cn(
                      'flex w-full items-center gap-2 rounded-md px-3 py-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground hover:bg-muted',
                      collapsed && 'justify-center px-0',
                    )}
                  >
                    {collapsed ? <GroupIcon className="h-4 w-4" aria-hidden="true" /> : null}
                    <span className={cn(collapsed && 'sr-only')}>{group.title}</span>
                    {collapsed ? null : isOpen ? <ChevronDown className="ml-auto h-3 w-3" aria-hidden="true" /> : <ChevronRight className="ml-auto h-3 w-3" aria-hidden="true" />}
                  </button>
                ) : group.title === heading ? null : (
                  <h3 className={cn('px-3 py-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground', collapsed && 'sr-only')}>{group.title}</h3>
                )}
                {isOpen ? <ul className="mt-1 space-y-1">{group.items.map((item) => renderItem(item))}</ul> : null}
              </section>
            );
          })}
        </div>
      </nav>
    </Tooltip.Provider>
  );
}
