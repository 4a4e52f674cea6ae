import type { UserEvent } from '@testing-library/user-event';

/** Types a whole value at once (a paste): a long form re-renders less than key by key. */
export async function fill(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.click(field);
  await user.paste(value);
}
