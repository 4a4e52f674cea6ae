import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import {
  medianOffset,
  readStoredOffset,
  sampleOffset,
  storeOffset,
  type ClockSample,
} from '../utils/clock-offset.ts';

/** How many round trips one measurement of the offset makes. */
export const CLOCK_SAMPLES = 3;

/** `GET /api/time/`: the server's clock (ms), with when the request left and came back. */
export async function getServerTime(): Promise<ClockSample> {
  const sentAt = Date.now();
  const data = await apiRequest<{ now: string } | null>('/api/time/', { auth: false });
  const receivedAt = Date.now();
  const serverMs = data ? Date.parse(data.now) : Number.NaN;
  if (!Number.isFinite(serverMs)) throw new Error(CLIENT_MESSAGES.noData);
  return { serverMs, sentAt, receivedAt };
}

/** The server's clock minus this device's (ms): the median of a few round trips. */
export async function measureClockOffset(samples: number = CLOCK_SAMPLES): Promise<number> {
  const offsets: number[] = [];
  // One after another: parallel requests would queue behind each other and skew the halves.
  for (let i = 0; i < samples; i += 1) offsets.push(sampleOffset(await getServerTime()));
  return medianOffset(offsets);
}

export const clockOffsetQueryKey = ['finish', 'clock-offset'] as const;

/** The offset in use and where it comes from (the clock says whether it is synced). */
export interface ClockOffset {
  /** Server − device (ms). */
  offset: number;
  /** Measured on this load, kept from an earlier one, or none yet (the device's own clock). */
  source: 'measured' | 'stored' | 'device';
}

/**
 * The offset to the server's clock for the Målgång page's clock and stamps: measured when the
 * page opens and the connection returns (and every ten minutes), kept for offline reloads;
 * until a measurement comes, the one kept from before (or none: the device's own clock).
 */
export function useClockOffset(): ClockOffset {
  const query = useQuery({
    queryKey: clockOffsetQueryKey,
    queryFn: () => measureClockOffset(),
    staleTime: 5 * 60_000,
    refetchInterval: 10 * 60_000,
    retry: false,
  });
  const measured = query.data;
  useEffect(() => {
    if (measured !== undefined) storeOffset(measured);
  }, [measured]);
  if (measured !== undefined) return { offset: measured, source: 'measured' };
  const stored = readStoredOffset();
  return stored === null ? { offset: 0, source: 'device' } : { offset: stored, source: 'stored' };
}
