import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WAIT } from '../../test/waits.ts';
import { LIVE_FAILED_TEXT, LiveNotice } from './live-notice.tsx';
import { liveState } from './live-state.ts';

afterEach(() => {
  cleanup();
  liveState.set('idle');
});

describe('LiveNotice', () => {
  it('shows nothing while live, and the notice with its own Mantine once the updates gave up', async () => {
    // No Mantine provider around it, as on a shared result link and the Målgång page (decision 0041).
    const { container } = render(<LiveNotice />);
    expect(container).toBeEmptyDOMElement();
    act(() => liveState.set('failed'));
    expect(await screen.findByRole('status', {}, WAIT)).toHaveTextContent(LIVE_FAILED_TEXT);
  });
});
