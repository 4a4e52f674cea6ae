import { useCallback, useRef } from 'react';
import { serverNow } from './server-clock.ts';

/** A press longer than this is not a tap: its click takes the time of the click (ms). */
export const TAP_MS = 1500;

/**
 * The moment of a tap on the server's clock, taken when the finger touches the button
 * (pointerdown), not when the click fires or the write is stored: a finish is the second the
 * race officer saw the boat cross. A keyboard press has no pointerdown and takes its click.
 * Returns the props for one button; `onTap` gets the server time in ms.
 */
export function useTapTime(offset: number) {
  const downAt = useRef<number | null>(null);
  return useCallback(
    (onTap: (serverMs: number) => void) => ({
      onPointerDown: () => {
        downAt.current = Date.now();
      },
      onClick: () => {
        const now = Date.now();
        const down = downAt.current;
        downAt.current = null;
        onTap(serverNow(offset, down !== null && now - down < TAP_MS ? down : now));
      },
    }),
    [offset],
  );
}
