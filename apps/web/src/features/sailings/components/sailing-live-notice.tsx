import { withMantine } from '../../../components/mantine/segla-mantine.tsx';
import { LiveNotice } from '../../../lib/live/live-notice.tsx';

/**
 * The live notice (Mantine's Alert) for a sailing's result shown outside Mantine's pages (a
 * shared result link): loaded by SailingResult only once the live updates gave up.
 */
export default withMantine(LiveNotice);
