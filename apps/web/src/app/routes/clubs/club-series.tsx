import { Button, Group } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useUser } from '../../../features/auth/api/get-current-user.ts';
import { canManageClub } from '../../../features/auth/utils/can-manage-club.ts';
import { useClub } from '../../../features/clubs/api/get-club.ts';
import { SeriesList } from '../../../features/series/components/series-list.tsx';
import { LiveNotice } from '../../../lib/live/live-notice.tsx';
import { useLiveTopic } from '../../../lib/live/use-live-topic.ts';

// The form brings the schemas (and zod): loaded when a club opens it, not for every visitor.
const SeriesFormModal = lazy(
  () => import('../../../features/series/components/series-form-modal.tsx'),
);
const SailwaveImportModal = lazy(
  () => import('../../../features/series/components/sailwave-import-modal.tsx'),
);

export function Component() {
  const slug = useParams().club ?? '';
  const user = useUser();
  // The club layout has loaded the club: a new series names it (staff must).
  const club = useClub(slug).data;
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  // A series' dates, status and sailings follow its sailings: the club's updates carry them.
  useLiveTopic(slug ? { club: slug } : null);
  const seriesHref = (id: number) => `/clubs/${encodeURIComponent(slug)}/series/${id}`;
  return (
    <>
      <LiveNotice />
      {canManageClub(user, slug) && (
        <Group justify="flex-end" mb="md" gap="sm">
          <Button
            variant="default"
            leftSection={<IconFileImport size={18} aria-hidden />}
            onClick={() => setImporting(true)}
            className="series-action"
          >
            Importera från Sailwave
          </Button>
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setCreating(true)}
            className="series-action"
          >
            Ny serie
          </Button>
        </Group>
      )}
      <SeriesList club={slug} seriesHref={seriesHref} />
      {creating && (
        <Suspense fallback={null}>
          <SeriesFormModal
            clubId={club?.id}
            onClose={() => setCreating(false)}
            onSaved={(series) => {
              setCreating(false);
              void navigate(seriesHref(series.id));
            }}
          />
        </Suspense>
      )}
      {importing && (
        <Suspense fallback={null}>
          <SailwaveImportModal
            club={slug}
            onClose={() => setImporting(false)}
            onImported={(id) => {
              setImporting(false);
              void navigate(seriesHref(id));
            }}
          />
        </Suspense>
      )}
    </>
  );
}
