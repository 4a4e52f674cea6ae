import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WAIT } from '../../test/waits.ts';
import { LIVE_FAILED_TEXT, LiveNotice } from './live-notice.tsx';
import { liveState } from './live-state.ts';
import { theme } from '../theme.ts';

afterEach(() => {
  cleanup();
  liveState.set('idle');
});

describe('LiveNotice', () => {
  it('shows nothing while live, and the notice once the updates gave up', async () => {
    // The provider's own style tags left out: the container holds only what LiveNotice renders.
    const { container } = render(<LiveNotice />, {
      wrapper: ({ children }) => (
        <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
          {children}
        </MantineProvider>
      ),
    });
    expect(container).toBeEmptyDOMElement();
    act(() => liveState.set('failed'));
    expect(await screen.findByRole('status', {}, WAIT)).toHaveTextContent(LIVE_FAILED_TEXT);
  });
});
