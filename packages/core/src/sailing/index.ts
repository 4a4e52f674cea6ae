/**
 * What a sailing is, without the schemas: its statuses and their Swedish labels, its lifecycle, its start groups' and entries' settings in words, the order of
 * sailing lists and their filters. Importable alone as `@segla/core/sailing` (no zod), so the
 * web app's first load and the server share the one copy. Nothing in this folder imports zod
 * (a lint rule keeps it so).
 */
export { REG_STATUSES, SAILING_STATUSES, type RegStatus, type SailingStatus } from './status.ts';
export { SAILING_STATUS_LABELS } from './labels.ts';
export {
  HANDICAP_LABELS,
  PURSUIT_ROUNDINGS,
  PURSUIT_ROUNDING_LABELS,
  RATING_VARIANTS,
  START_GROUP_HANDICAPS,
  START_TYPES,
  START_TYPE_LABELS,
  isRatingVariant,
  type PursuitRounding,
  type RatingVariant,
  type StartGroupHandicap,
  type StartGroupStartType,
} from './entries.ts';
export {
  LIFECYCLE_ACTIONS,
  LIFECYCLE_ACTION_DONE,
  LIFECYCLE_ACTION_LABELS,
  availableLifecycleActions,
  lifecycleChange,
  nextLifecycleAction,
  type LifecycleAction,
  type LifecycleChange,
} from './lifecycle.ts';
export { compareSailings, type SailingOrderKey } from './order.ts';
export {
  matchesSailingFilters,
  yearDateRange,
  type FilterableSailing,
  type SailingListFilters,
} from './filters.ts';
export {
  SAILING_CHANGE_KINDS,
  SAILING_CHANGE_KIND_LABELS,
  SAILING_CHANGE_STATUSES,
  SAILING_CHANGE_STATUS_LABELS,
  canApplyChange,
  canRevertChange,
  isRecordOnlyChange,
  type SailingChangeKind,
  type SailingChangeStatus,
} from './changes.ts';
export {
  FINISH_PENALTY_CODES,
  REPLACING_CODES,
  RESULT_CODES,
  isResultCode,
  type ResultCode,
} from './codes.ts';
export {
  boatTypeKey,
  entryGroupFor,
  groupTakesEntry,
  hasEntryRule,
  parseBoatTypes,
  type EntryFacts,
  type EntryGroupRule,
} from './entry-group.ts';
export {
  SAIL_CHOICE_LABELS,
  entryRating,
  ratingVariantOf,
  sailChoiceOf,
  type ModelRatings,
  type SailChoice,
} from './sail-config.ts';
export {
  ENTRY_CLOSED_MESSAGE,
  ENTRY_DEADLINE_PASSED_MESSAGE,
  deadlinePassed,
  entryClosedMessage,
  entryWindow,
  stockholmDateTime,
  type EntryWindow,
  type EntryWindowSailing,
} from './entry-window.ts';
export {
  REPORTED_FINISHES,
  REPORTED_FINISHES_LABEL,
  REPORTED_FINISHES_LABELS,
  REPORT_STATUSES,
  REPORTED_MARK,
  reportAnswerText,
  type ReportedFinishes,
  type ReportStatus,
} from './finish-reports.ts';
export {
  MAX_RESULT_LISTS,
  RESULT_LIST_DEFAULT_NAMES,
  RESULT_LIST_KINDS,
  RESULT_LIST_KIND_LABELS,
  RESULT_LIST_NAME_MAX,
  RESULT_LIST_RATING_LABELS,
  listRatingProblem,
  ratingMissingText,
  type ResultListKind,
} from './result-lists.ts';
export { rankWithinCategory, type CategorisedRow } from './category-ranks.ts';
