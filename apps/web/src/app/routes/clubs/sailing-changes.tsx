import { useParams } from 'react-router';
import { SailingChanges } from '../../../features/sailing-changes/components/sailing-changes.tsx';
import { protestHref } from '../../../lib/protest-link.ts';
import { idParam } from '../id-param.ts';

/** The Ändringar tab of a sailing (issue 12), kept live by the layout's subscription. */
export function Component() {
  const params = useParams();
  const id = idParam(params.sailing);
  const club = params.club ?? '';
  return (
    <SailingChanges sailingId={id} protestHref={(protestId) => protestHref(club, id, protestId)} />
  );
}
