import { IconCalendarPlus, IconLink } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { buttonClass } from '../../../components/button-class.ts';
import { copyLink } from '../../../lib/copy-link.ts';
import { clubCalendarUrls } from '../utils/calendar-url.ts';

// Styles inline, not in a stylesheet: the component sits in the `club` chunk (build-plugins/chunk-groups.ts),
// and a stylesheet of its own would add a file to the home page's preload map.
const ACTIONS: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '8px 12px' };
const HINT: CSSProperties = { margin: '8px 0 0', fontSize: '0.875rem' };

/**
 * "Prenumerera på kalendern": the club's published sailings in the sailor's own calendar
 * (docs/product.md §11, Calendar). The webcal link opens the calendar app (iPhone, Mac, Outlook);
 * Google Calendar and others take the https address, which the second button copies. Plain
 * elements: it sits on the home page's club view, which does not wait for Mantine.
 */
export function CalendarSubscribe({ slug, style }: { slug: string; style?: CSSProperties }) {
  const { https, webcal } = clubCalendarUrls(slug);
  return (
    <div style={style}>
      <div style={ACTIONS}>
        <a className={buttonClass('default', { size: 'sm' })} href={webcal}>
          <IconCalendarPlus aria-hidden size={18} /> Prenumerera på kalendern
        </a>
        <button
          type="button"
          className={buttonClass('subtle', { size: 'sm' })}
          onClick={() => void copyLink(https)}
        >
          <IconLink aria-hidden size={18} /> Kopiera kalenderlänk
        </button>
      </div>
      <p className="text-dimmed" style={HINT}>
        Ändrade och inställda seglingar uppdateras i kalendern av sig själva. I Google Kalender:
        kopiera länken och lägg till den under Andra kalendrar → Från webbadress.
      </p>
    </div>
  );
}
