import { ACCOUNT_EXPORT_FILENAME, type AccountExport } from '@segla/core';
import { apiRequest } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/download-file.ts';
import { CLIENT_MESSAGES } from '../../../lib/messages.ts';

/** `GET /auth/users/me/export/`: everything Segla holds about the signed-in account. */
export async function getMyData(): Promise<AccountExport> {
  const data = await apiRequest<AccountExport | null>('/auth/users/me/export/');
  if (!data) throw new Error(CLIENT_MESSAGES.noData);
  return data;
}

/**
 * "Ladda ner mina uppgifter": fetches the data (with the token, which a plain link could not
 * send) and saves it as segla-mina-uppgifter.json.
 */
export async function downloadMyData(): Promise<void> {
  const data = await getMyData();
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  saveFile(blob, ACCOUNT_EXPORT_FILENAME);
}
