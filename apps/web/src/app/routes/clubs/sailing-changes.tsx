import { useParams } from 'react-router';
import { SailingChanges } from '../../../features/sailing-changes/components/sailing-changes.tsx';
import { idParam } from '../id-param.ts';

/** The Ändringar tab of a sailing (issue 12), kept live by the layout's subscription. */
export function Component() {
  const id = idParam(useParams().sailing);
  return <SailingChanges sailingId={id} />;
}
