import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { officialKeys } from './get-officials.ts';

/**
 * `DELETE /api/officials/{id}/`: takes the role away (the sailor account stays). The server
 * refuses to remove the club's last admin (a 400 whose `non_field_errors` says so).
 */
export async function removeOfficial(id: number): Promise<void> {
  await apiRequest<null>(`/api/officials/${id}/`, { method: 'DELETE' });
}

/** Resolves once the club's list (and its log) no longer show the official. */
export function useRemoveOfficial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeOfficial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officialKeys.all }),
  });
}
