import {
  SAILOR_MAIL_KIND_LABELS,
  SAILOR_MAIL_KIND_NOUNS,
  SAILOR_MAIL_KINDS,
  type MailSettings,
  type SailorMailKind,
  type Unsubscribe,
} from '@segla/core';

/** Her settings: every kind on but those she switched off. */
export function toMailSettings(optOuts: readonly SailorMailKind[]): MailSettings {
  const off = new Set(optOuts);
  return Object.fromEntries(
    SAILOR_MAIL_KINDS.map((kind) => [kind, !off.has(kind)]),
  ) as MailSettings;
}

/** What the unsubscribe page shows about the kind a link is for. */
export function toUnsubscribe(
  kind: SailorMailKind,
  subscribed: boolean,
  sailorSlug: string,
): Unsubscribe {
  return {
    kind,
    label: SAILOR_MAIL_KIND_LABELS[kind],
    no_longer: SAILOR_MAIL_KIND_NOUNS[kind],
    subscribed,
    sailor: sailorSlug,
  };
}
