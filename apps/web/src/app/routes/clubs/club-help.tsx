import { useParams } from 'react-router';
import { RaceOfficerGuide } from '../../../features/clubs/components/race-officer-guide.tsx';

/** The club's help: a short guide for the race officer. */
export function Component() {
  return <RaceOfficerGuide club={useParams().club ?? ''} />;
}
