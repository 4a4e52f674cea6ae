import { useParams } from 'react-router';
import { SeriesResult } from '../../../features/series/components/series-result.tsx';
import { printLogo } from '../../club-print-logo.tsx';
import { idParam } from '../id-param.ts';

export function Component() {
  const params = useParams();
  const club = encodeURIComponent(params.club ?? '');
  // The series' layout subscribes and shows the live notice.
  return (
    <SeriesResult
      id={idParam(params.serie)}
      withHeader={false}
      withLiveNotice={false}
      printLogo={printLogo}
      sailingHref={(id) => `/clubs/${club}/sailings/${id}/result`}
    />
  );
}
