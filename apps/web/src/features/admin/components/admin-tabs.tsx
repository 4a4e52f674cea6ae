import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AccountsAdmin } from './accounts-admin.tsx';
import { BoatModelsAdmin, type UseBoatModelList } from './boat-models-admin.tsx';
import { ClubsAdmin } from './clubs-admin.tsx';
import { FeedbackInbox } from './feedback-inbox.tsx';
import './admin.css';
import { ADMIN_TABS, adminTabOf } from '../utils/admin-tab.ts';

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
