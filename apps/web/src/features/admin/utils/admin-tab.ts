/** The admin area's tabs and their `?flik=` values (issue 13). */
export const ADMIN_TABS = [
  { value: 'klubbar', label: 'Klubbar' },
  { value: 'konton', label: 'Konton' },
  { value: 'batmodeller', label: 'Båtmodeller' },
  { value: 'feedback', label: 'Feedback' },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

/** The chosen tab from `?flik=`; an unknown or missing one is the first. */
export function adminTabOf(params: URLSearchParams): AdminTab {
  const value = params.get('flik');
  return ADMIN_TABS.find((tab) => tab.value === value)?.value ?? 'klubbar';
}
