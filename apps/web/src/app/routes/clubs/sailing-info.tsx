import { Text } from '@mantine/core';
import { useParams } from 'react-router';
import { useSailing } from '../../../features/sailings/api/get-sailing.ts';
import { formatDate, formatTime, plural } from '../../../lib/format.ts';
import { sailingIdParam } from './sailing-layout.tsx';

export function Component() {
  const sailing = useSailing(sailingIdParam(useParams().sailing)).data;
  if (!sailing) return null;
  return (
    <dl className="facts">
      <div>
        <dt>Datum</dt>
        <dd>{formatDate(sailing.start_date)}</dd>
      </div>
      <div>
        <dt>Start</dt>
        <dd>{sailing.start_time ? formatTime(sailing.start_time) : 'Ej satt'}</dd>
      </div>
      <div>
        <dt>Bana</dt>
        <dd>{sailing.course?.name ?? 'Ej vald'}</dd>
      </div>
      <div>
        <dt>Serie</dt>
        <dd>{sailing.serie?.name ?? 'Ingen'}</dd>
      </div>
      <div>
        <dt>Anmälan</dt>
        <dd>{sailing.reg_status === 'open' ? 'Öppen' : 'Stängd'}</dd>
      </div>
      <div>
        <dt>Båtar</dt>
        <dd>{plural(sailing.competitor_count, 'båt', 'båtar')}</dd>
      </div>
      {sailing.description && (
        <div className="facts-wide">
          <dt>Beskrivning</dt>
          <dd>
            <Text className="preline">{sailing.description}</Text>
          </dd>
        </div>
      )}
    </dl>
  );
}
