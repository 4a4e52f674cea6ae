import { lazy } from 'react';

/**
 * "Rätta" brings the schemas and the form library (zod, Mantine form): loaded when a race
 * officer first corrects a report, not with the Målgång and Deltagare pages, so their first
 * paint waits for none of it on a slow connection (decision 0032).
 * `preloadCorrectFinishForm` fetches it once the page is up, for the Målgång page's offline copy.
 */
const loadCorrectFinishForm = () => import('./correct-finish-form.tsx');

export const CorrectFinishForm = lazy(() =>
  loadCorrectFinishForm().then((module) => ({ default: module.CorrectFinishForm })),
);

export function preloadCorrectFinishForm(): Promise<unknown> {
  return loadCorrectFinishForm();
}
