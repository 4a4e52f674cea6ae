import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import * as notify from '../lib/notify.ts';
import { useConfirmedAction } from './use-confirmed-action.ts';

let success: ReturnType<typeof vi.spyOn>;
let failure: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
  failure = vi.spyOn(notify.notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** A request the test answers when it wants to. */
function pending() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function renderAction(run: () => Promise<unknown>, failureText?: string) {
  const onDone = vi.fn();
  const hook = renderHook(() =>
    useConfirmedAction({
      run,
      success: 'Banan togs bort.',
      failure: failureText,
      context: 'Ta bort bana',
      onDone,
    }),
  );
  return { onDone, ...hook };
}

describe('a confirmed action', () => {
  it('opens and closes the question without running anything', () => {
    const run = vi.fn(() => Promise.resolve());
    const { result, onDone } = renderAction(run);
    expect(result.current.opened).toBe(false);
    act(() => result.current.open());
    expect(result.current.opened).toBe(true);
    act(() => result.current.close());
    expect(result.current.opened).toBe(false);
    expect(run).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('is busy while it runs, then toasts, closes and calls onDone', async () => {
    const request = pending();
    const { result, onDone } = renderAction(() => request.promise);
    act(() => result.current.open());
    expect(result.current.busy).toBe(false);
    act(() => result.current.confirm());
    expect(result.current.busy).toBe(true);
    expect(onDone).not.toHaveBeenCalled();
    await act(async () => {
      request.resolve();
      await request.promise;
    });
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(result.current.busy).toBe(false);
    expect(result.current.opened).toBe(false);
    expect(success).toHaveBeenCalledWith('Banan togs bort.');
    expect(failure).not.toHaveBeenCalled();
  });

  it("toasts the server's reason on failure, stays open and does not call onDone", async () => {
    const request = pending();
    const { result, onDone } = renderAction(() => request.promise);
    act(() => result.current.open());
    act(() => result.current.confirm());
    await act(async () => {
      request.reject(new ApiError(403, { detail: 'Du får inte ändra en annan klubbs banor.' }));
      await request.promise.catch(() => undefined);
    });
    await vi.waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Du får inte ändra en annan klubbs banor.'),
    );
    expect(result.current.busy).toBe(false);
    expect(result.current.opened).toBe(true);
    expect(onDone).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
  });

  it('toasts only the fixed failure text when the page words it itself', async () => {
    const { result, onDone } = renderAction(
      () => Promise.reject(new ApiError(500, null)),
      'Något gick fel. Försök igen senare.',
    );
    act(() => result.current.confirm());
    await vi.waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Något gick fel. Försök igen senare.'),
    );
    expect(failure).toHaveBeenCalledTimes(1);
    expect(onDone).not.toHaveBeenCalled();
  });
});
