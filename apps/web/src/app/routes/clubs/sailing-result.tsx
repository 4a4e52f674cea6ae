import { useParams } from 'react-router';
import { SailingResult } from '../../../features/sailings/components/sailing-result.tsx';
import { printLogo } from '../../club-print-logo.tsx';
import { idParam } from '../id-param.ts';

export function Component() {
  // The sailing's layout subscribes and shows the live notice.
  return (
    <SailingResult
      id={idParam(useParams().sailing)}
      withHeader={false}
      withLiveNotice={false}
      printLogo={printLogo}
    />
  );
}
