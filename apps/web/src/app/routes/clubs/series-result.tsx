import { useParams } from 'react-router';
import { SeriesResult } from '../../../features/series/components/series-result.tsx';
import { sailingIdParam } from './sailing-layout.tsx';

export function Component() {
  const params = useParams();
  const club = encodeURIComponent(params.club ?? '');
  // The series' layout subscribes and shows the live notice.
  return (
    <SeriesResult
      id={sailingIdParam(params.serie)}
      withHeader={false}
      withLiveNotice={false}
      sailingHref={(id) => `/clubs/${club}/sailings/${id}/result`}
    />
  );
}
