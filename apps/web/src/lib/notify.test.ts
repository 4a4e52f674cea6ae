import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, toastsWanted } from './notify.ts';
import { WAIT } from '../test/waits.ts';

describe('toasts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for the toast container and queues each toast in its colour once loaded', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    expect(toastsWanted.get()).toBe(false);
    notify.success('Sparat.');
    notify.error('Fel.', 'Rubrik');
    notify.info('Info.');
    expect(toastsWanted.get()).toBe(true);
    await vi.waitFor(() => expect(show).toHaveBeenCalledTimes(3), WAIT);
    expect(show).toHaveBeenNthCalledWith(1, {
      message: 'Sparat.',
      title: undefined,
      color: 'green',
    });
    expect(show).toHaveBeenNthCalledWith(2, { message: 'Fel.', title: 'Rubrik', color: 'red' });
    expect(show).toHaveBeenNthCalledWith(3, { message: 'Info.', title: undefined, color: 'sea' });
  });
});
