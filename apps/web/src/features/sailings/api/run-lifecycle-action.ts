import type { SailingDetail } from '@segla/core';
import type { LifecycleAction } from '@segla/core/sailing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { rememberSailing } from '../utils/sailing-cache.ts';

export interface LifecycleStep {
  id: number;
  action: LifecycleAction;
}

/**
 * `POST /api/sailings/{id}/<action>/`: one step of the lifecycle (docs/product.md §4, decision
 * 0013). A step that does not fit the status is a 400 with the Swedish reason. Answers the
 * sailing's detail.
 */
export async function runLifecycleAction({ id, action }: LifecycleStep): Promise<SailingDetail> {
  if (!id) throw new Error(CLIENT_MESSAGES.noSailingId);
  const data = await apiRequest<SailingDetail | null>(`/api/sailings/${id}/${action}/`, {
    method: 'POST',
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/** Takes a lifecycle step; the sailing's pages and the cached lists show it at once. */
export function useRunLifecycleAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runLifecycleAction,
    onSuccess: (sailing) => rememberSailing(queryClient, sailing),
  });
}
