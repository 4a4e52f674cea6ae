import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LIVE_FAILED_TEXT } from '../lib/live/live-notice.tsx';
import { liveState } from '../lib/live/live-state.ts';
import { WAIT } from '../test/waits.ts';
import { ResultLiveNotice } from './result-live-notice.tsx';

afterEach(() => {
  cleanup();
  liveState.set('idle');
});

describe('ResultLiveNotice', () => {
  it('shows nothing while live, and the notice with its own Mantine once the updates gave up', async () => {
    // No Mantine provider around it, as on a shared result link (decision 0041).
    const { container } = render(<ResultLiveNotice />);
    expect(container).toBeEmptyDOMElement();
    act(() => liveState.set('failed'));
    expect(await screen.findByRole('status', {}, WAIT)).toHaveTextContent(LIVE_FAILED_TEXT);
  });
});
