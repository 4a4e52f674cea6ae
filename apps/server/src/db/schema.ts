import type {
  RatingVariant,
  RegStatus,
  ReportedFinishes,
  ReportStatus,
  SailingStatus,
} from '@segla/core/sailing';
import type {
  DecisionCode,
  DecisionOutcome,
  DocumentKind,
  NoticeKind,
  ProtestKind,
  ProtestStatus,
  RedressMethod,
} from '@segla/core/board';
import type { ClubRole } from '@segla/core/club';
import type { PrizeCategoryRule } from '@segla/core/prize-categories';
import type { ColumnType, Generated, SqlBool } from 'kysely';

/**
 * Kysely's view of the tables (docs/product.md §3). Timestamps are ISO-8601 UTC strings and
 * booleans are SqlBool (SQLite stores 0/1): the same rows read alike from SQLite and PostgreSQL.
 * Dates are 'YYYY-MM-DD' and clock times 'HH:MM:SS' in Europe/Stockholm, as entered.
 */
export interface DB {
  clubs: ClubTable;
  users: UserTable;
  sailors: SailorTable;
  boat_models: BoatModelTable;
  boats: BoatTable;
  courses: CourseTable;
  series: SeriesTable;
  sailings: SailingTable;
  start_groups: StartGroupTable;
  result_lists: ResultListTable;
  result_list_ratings: ResultListRatingTable;
  competitors: CompetitorTable;
  feedback: FeedbackTable;
  stored_files: StoredFileTable;
  outbound_mail: OutboundMailTable;
  throttle_hits: ThrottleHitTable;
  result_cache: ResultCacheTable;
  search_words: SearchWordTable;
  client_writes: ClientWriteTable;
  sailing_changes: SailingChangeTable;
  club_officials: ClubOfficialTable;
  club_log: ClubLogTable;
  notices: NoticeTable;
  notice_revisions: NoticeRevisionTable;
  protests: ProtestTable;
  protest_boats: ProtestBoatTable;
  protest_penalties: ProtestPenaltyTable;
  crew_members: CrewMemberTable;
  safety_tally: SafetyTallyTable;
  sailor_mail_opt_outs: SailorMailOptOutTable;
  sailor_mail_sent: SailorMailSentTable;
  prize_categories: PrizeCategoryTable;
  competitor_categories: CompetitorCategoryTable;
}

type Timestamp = string;
type CreatedAt = ColumnType<Timestamp, Timestamp, never>;
type Bool = ColumnType<SqlBool, boolean | undefined, boolean>;

export interface ClubTable {
  id: Generated<number>;
  slug: string;
  name: string;
  short_name: Generated<string>;
  city: Generated<string>;
  website: Generated<string>;
  email: Generated<string>;
  description: Generated<string>;
  /** Stored file name (`<hash>.<ext>`) served from /media/, or null. */
  logo: string | null;
  /** A deactivated club keeps its history but is left out of lists (issue 13). */
  is_active: Bool;
  /** Its Swish number for organisations, digits only; '' for none (issue 31). */
  swish_number: Generated<string>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type AccountTypeColumn = 'club' | 'sailor' | 'staff';

export interface UserTable {
  id: Generated<number>;
  /** Lower-cased; unique. */
  email: string;
  password_hash: string;
  account_type: AccountTypeColumn;
  is_staff: Bool;
  is_active: Bool;
  /** The club a club account belongs to. */
  club_id: number | null;
  /** Bumped by every password change or reset: tokens carrying an older value are refused. */
  token_version: Generated<number>;
  password_changed_at: Timestamp;
  last_login: Timestamp | null;
  created_at: CreatedAt;
}

export interface SailorTable {
  id: Generated<number>;
  slug: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  club_id: number | null;
  picture: string | null;
  user_id: number | null;
  /** "Mobilnummer" (migration 0023): '+46…', '' none; for the club's officials' tally only. */
  mobile_number: Generated<string>;
  /** "Födelseår" (migration 0026), null for none; read by the birth-year prize categories. */
  birth_year: Generated<number | null>;
  created_at: CreatedAt;
}

export interface BoatModelTable {
  id: Generated<number>;
  name: string;
  srs: number;
  srs_no_flying: number | null;
  srs_shorthanded: number | null;
  srs_shorthanded_no_flying: number | null;
  /** Example figures (the demo list), not official SRS values. */
  is_example: Bool;
  created_at: CreatedAt;
}

export interface BoatTable {
  id: Generated<number>;
  name: string;
  sail_number: Generated<string>;
  boat_model_id: number | null;
  owner_id: number | null;
  /** An own SRS value (a certificate), used instead of the model's. */
  own_srs: number | null;
  certificate_year: number | null;
  created_at: CreatedAt;
}

export interface CourseTable {
  id: Generated<number>;
  club_id: number;
  name: string;
  description: Generated<string>;
  length_nm: number | null;
  map: string | null;
  created_at: CreatedAt;
}

export interface SeriesTable {
  id: Generated<number>;
  club_id: number;
  name: string;
  description: Generated<string>;
  /** JSON array of increasing positive integers, e.g. "[4,8]". */
  discard_thresholds: Generated<string>;
  dnf_scoring: Generated<'series_entries' | 'starting_area'>;
  rules_edition: Generated<'2025' | '2021'>;
  round_corrected: Generated<'none' | 'second'>;
  /**
   * Migration 0024 (issue 32): with `dnf_scoring` it makes the API's four DNF scorings
   * (series-scoring-columns.ts); SCP as places (null: 20 %); where a penalty goes on a tie.
   */
  dnf_points: Generated<number | null>;
  scp_places: Generated<number | null>;
  penalty_on_tie: Generated<'tied_score' | 'finishing_place'>;
  /** Its fees, covering all its sailings (migration 0020, issue 31). */
  entry_fee: Generated<number | null>;
  late_fee: Generated<number | null>;
  late_from: Generated<string | null>;
  /** Bumped by database triggers whenever the standings' inputs change (migration 0004). */
  results_version: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** The statuses of @segla/core/sailing (migration 0001 checks the column against them). */
export type { SailingStatus };

export interface SailingTable {
  id: Generated<number>;
  club_id: number;
  serie_id: number | null;
  course_id: number | null;
  name: string;
  description: Generated<string>;
  start_date: string;
  start_time: string | null;
  status: Generated<SailingStatus>;
  reg_status: Generated<RegStatus>;
  /** Last entry time, Stockholm wall clock `YYYY-MM-DDTHH:MM`, or null for none. */
  entry_deadline: string | null;
  /** Whether sailors' reported finishes count at once or once approved (migration 0010). */
  reported_finishes: Generated<ReportedFinishes>;
  verified_result: Bool;
  is_finished: Bool;
  /** Minutes after `finished_at` that protests may be filed (migration 0019, default 60). */
  protest_minutes: Generated<number>;
  /** When the sailing was last finished (migration 0019); null while it is not. */
  finished_at: Generated<Timestamp | null>;
  /** Its fees (migration 0020, issue 31). */
  entry_fee: Generated<number | null>;
  late_fee: Generated<number | null>;
  late_from: Generated<string | null>;
  /** Bumped by database triggers whenever the results' inputs change (migration 0004). */
  results_version: Generated<number>;
  /** Its competitors, kept by database triggers (migration 0017): never written by the app. */
  competitor_count: Generated<number>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface StartGroupTable {
  id: Generated<number>;
  sailing_id: number;
  name: string;
  start_time: string | null;
  handicap: Generated<'srs' | 'scratch'>;
  start_type: Generated<'common' | 'pursuit'>;
  /** Planned course time of the slowest boat in a pursuit start, in minutes. */
  pursuit_minutes: number | null;
  /** Rounding of pursuit start times: 'second' or 'minute'. */
  pursuit_rounding: Generated<'second' | 'minute'>;
  /** Which entries the group takes (docs/product.md §11): an SRS range and/or boat types. */
  min_rating: number | null;
  max_rating: number | null;
  /** Boat types, one per line ('' for any). */
  boat_types: Generated<string>;
  /** Takes the entries no group's rule places. */
  is_default: Bool;
  position: Generated<number>;
  created_at: CreatedAt;
}

/** A start group's further ranking of the same finishes (migration 0025, issue 32). */
export interface ResultListTable {
  id: Generated<number>;
  start_group_id: number;
  name: string;
  kind: 'scratch' | 'yardstick' | 'time_on_time';
  position: Generated<number>;
  created_at: CreatedAt;
}

/** A boat's rating in a result list: a PY number or a TCC (migration 0025). */
export interface ResultListRatingTable {
  result_list_id: number;
  competitor_id: number;
  rating: number;
}

export interface CompetitorTable {
  id: Generated<number>;
  sailing_id: number;
  start_group_id: number | null;
  sailor_id: number | null;
  boat_id: number | null;
  name: Generated<string>;
  boat_name: Generated<string>;
  boat_type: Generated<string>;
  sail_number: Generated<string>;
  club_name: Generated<string>;
  rating: number | null;
  /** Own start clock time in a pursuit start; otherwise null (the group's applies). */
  start: string | null;
  finish_time: string | null;
  elapsed_time: number | null;
  /** Finishing place without a time (a fleet scored by place, migration 0011); else null. */
  finish_position: Generated<number | null>;
  code: string | null;
  /** Points for DPI, the % of SCP (20 when null), or stated points for RDG. */
  code_points: number | null;
  /** How RDG is computed: 'all_races' | 'earlier_races' | 'stated'. */
  redress_method: string | null;
  /** The sail configuration a sailor's entry was made with (it chose the rating). */
  sail_config: RatingVariant | null;
  /** The finish the sailor reported herself (issue 13, migration 0010), 'HH:MM:SS'. */
  reported_finish: string | null;
  reported_note: Generated<string>;
  reported_at: Timestamp | null;
  /** null: none (or one kept only for the record); 'pending': waiting for the club. */
  report_status: ReportStatus | null;
  /** The protest decision its code came from (migration 0019), or null. */
  protest_id: Generated<number | null>;
  /** When the club marked the entry paid, and who (issue 31); null while unpaid. */
  paid_at: Generated<Timestamp | null>;
  paid_by: Generated<string | null>;
  /** The number of people on board the skipper gave (migration 0021); null: not given. */
  persons_on_board: Generated<number | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface FeedbackTable {
  id: Generated<number>;
  subject: string;
  message: string;
  user_id: number | null;
  ip: string;
  handled_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface StoredFileTable {
  id: Generated<number>;
  /** `<sha256>.<ext>`: the name served under /media/. */
  name: string;
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
  data: Buffer;
  created_at: CreatedAt;
}

export interface OutboundMailTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  /** A sender holds the row until then, so two instances never send one mail twice. */
  locked_until: Timestamp | null;
  sent_at: Timestamp | null;
  /** Set when retries are exhausted: kept for the record, never sent again. */
  failed_at: Timestamp | null;
  last_error: string | null;
  /** Extra headers (List-Unsubscribe) as a JSON object, or null (issue 31). */
  headers: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface ThrottleHitTable {
  id: Generated<number>;
  /** What is throttled, e.g. 'login-failure:account'. */
  scope: string;
  /** Whom: an e-mail address or a client address. */
  key: string;
  created_at: Timestamp;
}

export interface ResultCacheTable {
  /** e.g. 'sailing:12' or 'series:3'. */
  cache_key: string;
  /** Version of the inputs the payload was computed from; a mismatch means stale. */
  version: number;
  payload: string;
  computed_at: Timestamp;
}

export type SearchEntityType = 'club' | 'sailing' | 'series' | 'sailor' | 'boat';

export interface SearchWordTable {
  entity_type: SearchEntityType;
  entity_id: number;
  /** Lower case, å/ä/ö folded to a/a/o, other marks dropped: what a query word is folded to. */
  word: string;
  /** Order of the word in the entity's title (0 first): earlier matches rank higher. */
  position: number;
}

/** A write a device sent with its own id, and the answer it got (migration 0007). */
export interface ClientWriteTable {
  id: Generated<number>;
  client_id: string;
  /** What the id was used for, e.g. 'competitor-timing:12'. */
  operation: string;
  status_code: number;
  /** The answer's JSON. */
  body: string;
  created_at: CreatedAt;
}

export type SailingChangeKindColumn =
  | 'finish'
  | 'elapsed'
  | 'code'
  | 'start_time'
  | 'rating'
  | 'start_group'
  | 'report'
  | 'approval'
  | 'decision';
export type SailingChangeStatusColumn = 'applied' | 'kept' | 'conflict' | 'reverted';

/** One entry of a sailing's change log (migration 0007). */
export interface SailingChangeTable {
  id: Generated<number>;
  sailing_id: number;
  competitor_id: number | null;
  start_group_id: number | null;
  user_id: number | null;
  device: string | null;
  kind: SailingChangeKindColumn;
  /** Texts as the API shows them; for `start_group` the groups' ids (names are looked up). */
  before: string | null;
  after: string | null;
  /** A tap on "Mål": of two stamps the earlier stands. */
  stamped: Bool;
  status: SailingChangeStatusColumn;
  /** Who made it, as it read then ("Lena Hägg, tävlingsledare"); '' before migration 0018. */
  signed_by: Generated<string>;
  /** A `decision` entry's protest (migration 0019). */
  protest_id: Generated<number | null>;
  created_at: CreatedAt;
}

/** A person's role in a club (migration 0018). */
export interface ClubOfficialTable {
  id: Generated<number>;
  club_id: number;
  user_id: number;
  role: ClubRole;
  created_at: CreatedAt;
}

export type ClubLogKindColumn =
  'role_granted' | 'role_changed' | 'role_removed' | 'lifecycle' | 'import';

/** What a club's officials did outside a sailing's change log (migration 0018). */
export interface ClubLogTable {
  id: Generated<number>;
  club_id: number;
  sailing_id: number | null;
  user_id: number | null;
  signed_by: string;
  kind: ClubLogKindColumn;
  /** One Swedish sentence, as shown. */
  detail: string;
  created_at: CreatedAt;
}

/** A posting of a sailing's or a series' notice board (migration 0019). */
export interface NoticeTable {
  id: Generated<number>;
  club_id: number;
  /** Exactly one of the two is set. */
  sailing_id: number | null;
  series_id: number | null;
  kind: NoticeKind;
  document_kind: DocumentKind | null;
  title: string;
  text: Generated<string>;
  /** A document's stored file (`stored_files.name`), its type and size in bytes. */
  file_name: string | null;
  file_type: string | null;
  file_size: number | null;
  user_id: number | null;
  posted_by: string;
  posted_at: Timestamp;
  edited_at: Timestamp | null;
  withdrawn_at: Timestamp | null;
  withdrawn_by: string | null;
}

/** An earlier wording of an edited notice (migration 0019). */
export interface NoticeRevisionTable {
  id: Generated<number>;
  notice_id: number;
  title: string;
  text: string;
  posted_at: Timestamp;
  replaced_at: Timestamp;
}

/** A protest, a request for redress or for reopening (migration 0019). */
export interface ProtestTable {
  id: Generated<number>;
  sailing_id: number;
  number: number;
  kind: ProtestKind;
  status: ProtestStatus;
  /** The protesting boat; null when the club (the race committee) filed it. */
  protestor_id: number | null;
  incident_time: Generated<string>;
  incident_place: Generated<string>;
  rules: Generated<string>;
  description: string;
  informed: Bool;
  user_id: number | null;
  filed_by: string;
  filed_at: Timestamp;
  late_reason: string | null;
  /** Stockholm wall clock 'YYYY-MM-DDTHH:MM'. */
  hearing_at: string | null;
  hearing_place: string | null;
  outcome: DecisionOutcome | null;
  facts: Generated<string>;
  conclusions: Generated<string>;
  decision_rules: Generated<string>;
  decided_at: Timestamp | null;
  decided_by: string | null;
  /** The change-log entry that applied the decision. */
  change_id: number | null;
}

/** A boat a protest is against (migration 0019). */
export interface ProtestBoatTable {
  protest_id: number;
  competitor_id: number;
}

/** What a decision gave one boat (migration 0019). */
export interface ProtestPenaltyTable {
  id: Generated<number>;
  protest_id: number;
  competitor_id: number;
  code: DecisionCode;
  percent: number | null;
  redress_method: RedressMethod | null;
  points: number | null;
}

/** Who sails on an entry besides the skipper (migration 0021): a typed name or a sailor. */
export interface CrewMemberTable {
  id: Generated<number>;
  competitor_id: number;
  name: Generated<string>;
  sailor_id: number | null;
  /** When the invited sailor confirmed with "Bekräfta"; null until then (and for names). */
  confirmed_at: Timestamp | null;
  created_at: CreatedAt;
}

/** The kinds of mail to sailors (issue 31; docs/product.md §19). */
export type SailorMailKindColumn =
  'entry_confirmation' | 'crew_invitation' | 'results_published' | 'results_verified';

/** A kind of mail a sailor has switched off; no row: on. */
export interface SailorMailOptOutTable {
  sailor_id: number;
  kind: SailorMailKindColumn;
  created_at: CreatedAt;
}

/** A mail queued to a sailor: one per (sailor, kind, what it is about), never twice. */
export interface SailorMailSentTable {
  id: Generated<number>;
  sailor_id: number;
  kind: SailorMailKindColumn;
  /** A sailing's id (entry, results), or what the caller names (a crew invitation's entry). */
  subject_id: number;
  created_at: CreatedAt;
}

/** A boat's state in the safety tally "Säkerhet" (migration 0023); no row: not out. */
export interface SafetyTallyTable {
  competitor_id: number;
  state: 'out' | 'ashore';
  /** When the tap was made (the device's clock set by the server's), ISO-8601 UTC. */
  changed_at: Timestamp;
  /** Who tapped, as the club's writes are signed ("Lena Hägg, tävlingsledare"). */
  changed_by: Generated<string>;
  user_id: number | null;
  device: string | null;
}

/** A club's prize category (migration 0026; docs/product.md §21): Dam, Junior, Veteran. */
export interface PrizeCategoryTable {
  id: Generated<number>;
  club_id: number;
  /** 1–40 characters, once per club. */
  name: string;
  /** 'entry_flag': entries are ticked; 'birth_year': the linked sailor's birth year decides. */
  rule: PrizeCategoryRule;
  /** A 'birth_year' category's bounds, inclusive; at least one is set. Null for 'entry_flag'. */
  born_from: number | null;
  born_until: number | null;
  /** The club's order, 0 first. */
  position: Generated<number>;
  created_at: CreatedAt;
}

/** An 'entry_flag' prize category ticked on an entry (migration 0026). */
export interface CompetitorCategoryTable {
  competitor_id: number;
  category_id: number;
}
