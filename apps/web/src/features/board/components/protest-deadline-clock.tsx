import { IconClock } from '@tabler/icons-react';
import { useNow } from '../../../stores/clock.ts';
import { deadlineText } from '../utils/protest-deadline.ts';

/**
 * The protest time limit as a clock (docs/product.md §17): "Protesttiden går ut 20:15" with the
 * minutes left while open, "Protesttiden gick ut 20:15" after. Ticks with the client clock.
 */
export function ProtestDeadlineClock({ deadline }: { deadline: Date }) {
  const now = useNow();
  const { text, left } = deadlineText(deadline, now);
  return (
    <p
      className={left ? 'protest-deadline protest-deadline-open' : 'protest-deadline'}
      role="timer"
      aria-live="off"
    >
      <IconClock size={20} aria-hidden />
      <strong>{text}</strong>
      {left && <span className="protest-deadline-left">{left}</span>}
    </p>
  );
}
