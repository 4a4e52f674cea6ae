import { useParams } from 'react-router';
import { SeriesResult } from '../../../features/series/components/series-result.tsx';
import { sailingIdParam } from './sailing-layout.tsx';

export function Component() {
  const params = useParams();
  const club = encodeURIComponent(params.club ?? '');
  return (
    <SeriesResult
      id={sailingIdParam(params.serie)}
      withHeader={false}
      sailingHref={(id) => `/clubs/${club}/sailings/${id}/result`}
    />
  );
}
