import { useState } from 'react';
import { handleApiError } from '../lib/api-error.ts';
import { fileErrors } from '../lib/file-errors.ts';

/**
 * The flow of an import from a file (the SRS list's CSV, a Sailwave series): picking a file
 * asks the server for its preview (`preview`, writing nothing); the server's reasons why the
 * file cannot be read are kept in `errors` (shown beside the picker), any other failure is a
 * toast naming `previewContext` or `importContext`; `confirm` runs the import and hands its
 * answer to `onImported`. Nothing is written until `confirm`.
 */
export function useFileImport<Preview, Result>({
  preview,
  run,
  previewContext,
  importContext,
  onImported,
}: {
  preview: (file: File) => Promise<Preview>;
  run: (file: File) => Promise<Result>;
  previewContext: string;
  importContext: string;
  onImported: (result: Result) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [previewed, setPreviewed] = useState<Preview | null>(null);
  const [errors, setErrors] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  async function attempt(work: () => Promise<void>, context: string) {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      const messages = fileErrors(error);
      if (messages) setErrors(messages);
      else handleApiError(error, { context, toast: true });
    } finally {
      setBusy(false);
    }
  }

  async function pick(chosen: File | null) {
    setFile(chosen);
    setPreviewed(null);
    setErrors(null);
    if (!chosen) return;
    await attempt(async () => setPreviewed(await preview(chosen)), previewContext);
  }

  async function confirm() {
    if (!file) return;
    await attempt(async () => onImported(await run(file)), importContext);
  }

  return { file, preview: previewed, errors, busy, pick, confirm };
}
