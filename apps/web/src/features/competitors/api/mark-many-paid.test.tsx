import type { SailingPayments } from '@segla/core';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenStorage } from '../../../lib/tokens.ts';
import { jsonResponse, mockFetch } from '../../../test/render.tsx';
import { sailingPaymentsKeys } from './get-sailing-payments.ts';
import { markManyPaid, useMarkManyPaid } from './mark-many-paid.ts';

const marked: SailingPayments = {
  entries: [
    {
      competitor: 9,
      amount: 150,
      late: false,
      of: 'sailing',
      paid: true,
      paid_at: '2026-05-13T16:00:00.000Z',
      paid_by: 'Lena Hägg, tävlingsledare',
    },
  ],
  received: 150,
  owed: 0,
};

describe('POST /api/sailings/{id}/payments/ (issue 31)', () => {
  beforeEach(() => tokenStorage.setPair({ access: 'access', refresh: 'refresh' }));
  afterEach(() => tokenStorage.clear());

  it('sends the entries and the mark, and answers the sailing’s payments', async () => {
    const calls = mockFetch(() => jsonResponse(200, marked));
    expect(await markManyPaid(1, { competitors: [9], paid: true })).toEqual(marked);
    expect(calls[0]).toMatchObject({
      url: '/api/sailings/1/payments/',
      init: { method: 'POST' },
      body: { competitors: [9], paid: true },
    });
  });

  it('asks nothing when signed out', async () => {
    const calls = mockFetch(() => jsonResponse(200, marked));
    tokenStorage.clear();
    await expect(markManyPaid(1, { competitors: [9], paid: true })).rejects.toThrow();
    expect(calls).toHaveLength(0);
  });

  it('shows the answer at once in the sailing’s payments', async () => {
    mockFetch(() => jsonResponse(200, marked));
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMarkManyPaid(1), { wrapper });
    await act(() => result.current.mutateAsync({ competitors: [9], paid: true }));
    expect(queryClient.getQueryData(sailingPaymentsKeys.of(1))).toEqual(marked);
  });
});
