import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AccountsAdmin } from './accounts-admin.tsx';
import { BoatModelsAdmin, type UseBoatModelList } from './boat-models-admin.tsx';
import { ClubsAdmin } from './clubs-admin.tsx';
import { FeedbackInbox } from './feedback-inbox.tsx';
import './admin.css';

/** The admin area's tabs and their `?flik=` values (issue 13). */
export const ADMIN_TABS = [
  { value: 'klubbar', label: 'Klubbar' },
  { value: 'konton', label: 'Konton' },
  { value: 'batmodeller', label: 'Båtmodeller' },
  { value: 'feedback', label: 'Feedback' },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

/** The chosen tab from `?flik=`; an unknown or missing one is the first. */
export function adminTabOf(params: URLSearchParams): AdminTab {
  const value = params.get('flik');
  return ADMIN_TABS.find((tab) => tab.value === value)?.value ?? 'klubbar';
}

/**
 * The staff's admin area: Klubbar, Konton, Båtmodeller and Feedback, the chosen tab kept in the
 * URL (`?flik=`), so a reload or a shared link opens it. Only the chosen tab is mounted.
 */
export function AdminTabs({
  ownId,
  useBoatModels,
}: {
  ownId: number | null;
  /** The boat models (the boat-models feature's hook, composed by the page). */
  useBoatModels: UseBoatModelList;
}) {
  const [params, setParams] = useSearchParams();
  const tab = adminTabOf(params);
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        if (value) setParams({ flik: value }, { replace: true });
      }}
      keepMounted={false}
    >
      <Tabs.List mb="lg" className="admin-tabs-list">
        {ADMIN_TABS.map(({ value, label }) => (
          <Tabs.Tab key={value} value={value}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="klubbar">
        <ClubsAdmin />
      </Tabs.Panel>
      <Tabs.Panel value="konton">
        <AccountsAdmin ownId={ownId} />
      </Tabs.Panel>
      <Tabs.Panel value="batmodeller">
        <BoatModelsAdmin useBoatModels={useBoatModels} />
      </Tabs.Panel>
      <Tabs.Panel value="feedback">
        <FeedbackInbox />
      </Tabs.Panel>
    </Tabs>
  );
}
