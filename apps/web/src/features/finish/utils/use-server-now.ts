import { useEffect, useState } from 'react';
import { msToNextSecond, serverNow } from './server-clock.ts';

/**
 * The server's time (ms), re-rendering at each of the server's whole seconds, so the clock
 * turns over exactly when a tap would stamp the next second (not up to a second late as a
 * timer started at any moment would). The device's time is what ticks; the offset is added
 * when rendering, so a new measurement shows at once.
 */
export function useServerNow(offset: number): number {
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const now = Date.now();
      setDeviceNow(now);
      // A few ms past the boundary, so the new second has surely begun.
      timer = setTimeout(tick, msToNextSecond(serverNow(offset, now)) + 5);
    };
    timer = setTimeout(tick, msToNextSecond(serverNow(offset)) + 5);
    return () => clearTimeout(timer);
  }, [offset]);
  return serverNow(offset, deviceNow);
}
