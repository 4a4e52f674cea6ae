import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.layer.css';

/** Toasts: bottom-right, 3000 ms (docs/product.md §9). */
export const TOAST_POSITION = 'bottom-right';
export const TOAST_AUTO_CLOSE_MS = 3000;

export default function NotificationsHost() {
  return <Notifications position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} limit={4} />;
}
