import { useParams } from 'react-router';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useSailorEntries } from '../../../features/sailors/api/get-sailor-entries.ts';
import { SailorEntryList } from '../../../features/sailors/components/sailor-entry-list.tsx';

/** Seglingar (issue 13): all her entries and results, newest first. */
export function Component() {
  const slug = useParams().sailor ?? '';
  const entries = useSailorEntries(slug);
  if (entries.isError) {
    return <QueryError error={entries.error} onRetry={() => void entries.refetch()} />;
  }
  if (!entries.data) return <DelayedLoader label="Hämtar seglingar…" />;
  return (
    <SailorEntryList
      label="Seglingar"
      entries={entries.data}
      empty="Inga seglingar ännu. Här visas seglingarna när seglaren har anmält sig."
    />
  );
}
