import { lazy } from 'react';

/**
 * The Målgång page's two forms (a finish time, a start time) bring the schemas and the form
 * library (zod, Mantine form): loaded after the page has shown its clock and boats, not before,
 * so the race officer sees the page sooner on a slow connection. `preloadFinishForms` fetches
 * them once the page is up, so "Ändra" opens at once and works after an offline reload too.
 */
const loadFinishTimeForm = () => import('./finish-time-form.tsx');
const loadStartTimeForm = () => import('./start-time-form.tsx');

export const FinishTimeForm = lazy(() =>
  loadFinishTimeForm().then((module) => ({ default: module.FinishTimeForm })),
);
export const StartTimeForm = lazy(() =>
  loadStartTimeForm().then((module) => ({ default: module.StartTimeForm })),
);

export function preloadFinishForms(): Promise<unknown> {
  return Promise.all([loadFinishTimeForm(), loadStartTimeForm()]);
}
