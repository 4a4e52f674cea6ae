import { lazyComponent } from '../../../components/lazy-component.tsx';

/**
 * The Målgång page's two forms (a finish time, a start time) bring the schemas and the form
 * library (zod, Mantine form): loaded when first opened, not with the page, so the race officer
 * sees the page sooner on a slow connection. Their files are in the offline copy all the same
 * (build-plugins/finish-offline-assets.ts), so "Ändra" works after an offline reload too.
 */
const loadFinishTimeForm = () => import('./finish-time-form.tsx');
const loadStartTimeForm = () => import('./start-time-form.tsx');

export const FinishTimeForm = lazyComponent(() =>
  loadFinishTimeForm().then((module) => module.FinishTimeForm),
);
export const StartTimeForm = lazyComponent(() =>
  loadStartTimeForm().then((module) => module.StartTimeForm),
);
