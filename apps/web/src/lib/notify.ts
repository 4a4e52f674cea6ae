import { notifications } from '@mantine/notifications';

/** Toasts (SPEC.md §9: bottom-right, 3000 ms; set on the Notifications container). */
export const notify = {
  success(message: string, title?: string) {
    notifications.show({ message, title, color: 'green' });
  },
  info(message: string, title?: string) {
    notifications.show({ message, title, color: 'sea' });
  },
  error(message: string, title?: string) {
    notifications.show({ message, title, color: 'red' });
  },
};
