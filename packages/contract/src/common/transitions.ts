/**
 * Transition tables: every status change of an application, invoice or document request is one
 * row of its table (docs/business-rules.md#application-status, #invoice-status). The server's
 * transition engine refuses any change that is not a row; the web app reads the same rows to
 * decide which actions to offer. Zod-free so any web chunk can import it cheaply.
 */

/** Who may make a change: the company that owns the object, an administrator, or the server itself (scheduler, a consequence of another change). */
export const ACTOR_KINDS = ['owner', 'admin', 'system'] as const;
export type TActorKind = (typeof ACTOR_KINDS)[number];

/**
 * One allowed change. `from: null` is the creation of the object in its first status (no update
 * happens, but the timeline records it). A `name` maps to one `to` per table; it may have
 * several `from` rows (e.g. `reject` from `submitted` and from `under_review`).
 */
export interface TTransitionRule<TStatus extends string = string, TName extends string = string> {
  readonly name: TName;
  readonly from: TStatus | null;
  readonly to: TStatus;
  readonly actor: TActorKind;
}

export type TTransitionTable<TStatus extends string = string, TName extends string = string> = readonly TTransitionRule<
  TStatus,
  TName
>[];

/** The rows of `name` that `actor` may use, optionally only those leaving one of `from`. */
export function transitionRules<S extends string, N extends string>(
  table: TTransitionTable<S, N>,
  name: N,
  actor: TActorKind,
  from?: readonly S[],
): TTransitionRule<S, N>[] {
  return table.filter(
    (r) => r.name === name && r.actor === actor && (from === undefined || (r.from !== null && from.includes(r.from))),
  );
}

/** Whether `actor` may move an object from `from` to `to`. */
export const canTransition = <S extends string>(
  table: TTransitionTable<S>,
  from: S,
  to: S,
  actor: TActorKind,
): boolean => table.some((r) => r.from === from && r.to === to && r.actor === actor);

/** The changes `actor` may make from `status` (the actions a screen offers). */
export const availableTransitions = <S extends string, N extends string>(
  table: TTransitionTable<S, N>,
  status: S,
  actor: TActorKind,
): TTransitionRule<S, N>[] => table.filter((r) => r.from === status && r.actor === actor);

/** Every status a table names (for the consistency tests). */
export const statusesOf = <S extends string>(table: TTransitionTable<S>): S[] => [
  ...new Set(table.flatMap((r) => (r.from === null ? [r.to] : [r.from, r.to]))),
];
