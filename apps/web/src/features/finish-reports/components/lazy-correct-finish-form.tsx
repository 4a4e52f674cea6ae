import { lazyComponent } from '../../../components/lazy-component.tsx';

/**
 * "Rätta" brings the schemas and the form library (zod, Mantine form): loaded when a race
 * officer first corrects a report, not with the Målgång and Deltagare pages, so their first
 * paint waits for none of it on a slow connection (decision 0032).
 * Its files are in the Målgång page's offline copy all the same (build-plugins/finish-offline-assets.ts).
 */
export const CorrectFinishForm = lazyComponent(() =>
  import('./correct-finish-form.tsx').then((module) => module.CorrectFinishForm),
);
