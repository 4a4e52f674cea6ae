import type { Notice } from '@segla/core';
import type { DocumentKind } from '@segla/core/board';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';
import { noticesKey, noticesPath, type BoardRef } from './board-ref.ts';

/** "Nytt dokument": sent as multipart, the file as chosen. */
export interface NewDocument {
  kind: 'document';
  title: string;
  document_kind: DocumentKind;
  file: File;
}

/** "Nytt meddelande": sent as JSON. */
export interface NewMessage {
  kind: 'message';
  title?: string;
  text: string;
}

export type NewNotice = NewDocument | NewMessage;

function documentData(body: NewDocument): FormData {
  const data = new FormData();
  data.append('kind', body.kind);
  data.append('title', body.title);
  data.append('document_kind', body.document_kind);
  data.append('file', body.file);
  return data;
}

/** `POST /api/sailings/{id}/notices/` or `/api/series/{id}/notices/`: answers the posting. */
export async function createNotice(board: BoardRef, body: NewNotice): Promise<Notice> {
  const data = await apiRequest<Notice | null>(noticesPath(board), {
    method: 'POST',
    body: body.kind === 'document' ? documentData(body) : body,
  });
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/** Resolves once the board shows the new posting. */
export function useCreateNotice(board: BoardRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewNotice) => createNotice(board, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticesKey(board) }),
  });
}
