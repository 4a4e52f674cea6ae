import {
  DISCARD_PROFILES,
  discardThresholdsFromText,
  discardThresholdsLabel,
  isDiscardThresholds,
} from '@segla/core/series';

/** The select's value for a discard rule the user types herself. */
export const CUSTOM_DISCARDS = 'custom';

/** The select's value for one of the common rules: its thresholds joined ('none' for none). */
function choiceKey(thresholds: readonly number[]): string {
  return thresholds.length === 0 ? 'none' : thresholds.join('-');
}

/** The discard rules the series form offers: the common ones in words, then "Egen". */
export const DISCARD_CHOICES: { value: string; label: string }[] = [
  ...DISCARD_PROFILES.map((thresholds) => ({
    value: choiceKey(thresholds),
    label: discardThresholdsLabel(thresholds),
  })),
  { value: CUSTOM_DISCARDS, label: 'Egen' },
];

/** Which choice shows a series' rule: a common one when it is one, otherwise "Egen". */
export function discardChoiceOf(thresholds: readonly number[]): string {
  const key = choiceKey(thresholds);
  return DISCARD_CHOICES.some((choice) => choice.value === key) ? key : CUSTOM_DISCARDS;
}

/** A common rule as the text of "Egen" ("4, 8"), to start from when the user switches to it. */
export function discardTextOf(choice: string): string {
  const profile = DISCARD_PROFILES.find((thresholds) => choiceKey(thresholds) === choice);
  return profile ? profile.join(', ') : '';
}

/**
 * The `discard_thresholds` to send: a common rule's list, or the typed text as it is (the
 * schema reads "4, 8" and refuses what is not a rule).
 */
export function discardThresholdsOf(choice: string, text: string): number[] | string {
  if (choice === CUSTOM_DISCARDS) return text;
  const profile = DISCARD_PROFILES.find((thresholds) => choiceKey(thresholds) === choice);
  return profile ? [...profile] : text;
}

/**
 * The chosen rule in words, standing alone ('En strykning från 4 seglingar, två från 8'), or
 * null while the typed text is not a rule.
 */
export function discardWordsOf(choice: string, text: string): string | null {
  const value = discardThresholdsOf(choice, text);
  const thresholds = typeof value === 'string' ? discardThresholdsFromText(value) : value;
  return isDiscardThresholds(thresholds) ? discardThresholdsLabel(thresholds) : null;
}
