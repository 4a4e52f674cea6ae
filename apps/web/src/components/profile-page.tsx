import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { TabNav, type TabNavItem } from './tab-nav.tsx';

/**
 * A club's or a sailor's page frame (docs/product.md §2): the header with picture, kind, name
 * and a line under it, the tabs, and the tab's page below.
 */
export function ProfilePage({
  picture,
  kind,
  name,
  subtitle,
  actions,
  tabsLabel,
  tabs,
  children,
}: {
  /** The logo or the initials, beside the name. */
  picture: ReactNode;
  /** 'Klubb' or 'Seglare', above the name. */
  kind: string;
  name: string;
  subtitle: ReactNode;
  /** Buttons at the header's end ("Kopiera länk"). */
  actions?: ReactNode;
  tabsLabel: string;
  tabs: TabNavItem[];
  /** What the page shows besides its tabs' pages (a modal). */
  children?: ReactNode;
}) {
  return (
    <div className="page">
      <header className="profile-header">
        {picture}
        <div>
          <div className="eyebrow">{kind}</div>
          <Title order={1} className="layout-title">
            {name}
          </Title>
          {subtitle && <Text c="dimmed">{subtitle}</Text>}
        </div>
        {actions && <div className="profile-header-actions">{actions}</div>}
      </header>
      <TabNav label={tabsLabel} items={tabs} />
      <div className="page-body">
        <Outlet />
      </div>
      {children}
    </div>
  );
}
