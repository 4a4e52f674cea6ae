import { notifications } from '@mantine/notifications';
import type { ToastTone } from './notify.ts';

const COLORS: Record<ToastTone, string> = { success: 'green', info: 'sea', error: 'red' };

/** Queues a toast in Mantine's store; the container shows it once it has loaded. */
export function showToast(tone: ToastTone, message: string, title?: string) {
  notifications.show({ message, title, color: COLORS[tone] });
}
