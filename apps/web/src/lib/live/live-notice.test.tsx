import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { WAIT } from '../../test/waits.ts';
import { LIVE_FAILED_TEXT, LiveNotice } from './live-notice.tsx';
import { liveState } from './live-state.ts';

afterEach(() => {
  cleanup();
  liveState.set('idle');
});

describe('LiveNotice', () => {
  it('shows nothing while live, and the notice once the updates gave up', async () => {
    renderWithProviders(
      <div data-testid="notice">
        <LiveNotice />
      </div>,
    );
    expect(screen.getByTestId('notice')).toBeEmptyDOMElement();
    act(() => liveState.set('failed'));
    expect(await screen.findByRole('status', {}, WAIT)).toHaveTextContent(LIVE_FAILED_TEXT);
  });
});
