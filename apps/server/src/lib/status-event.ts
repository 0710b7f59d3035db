import { ROLE, type TRole } from '@portal/contract';
import type { SessionUser } from '../types';

/**
 * One row of a timeline (`application_events`, `invoice_events`, `certificate_events`: the columns
 * of db/schema/timeline.ts) as the contract's `statusEventSchema` answers it, the one mapper the
 * three timelines share (docs/decisions/095).
 */
export interface TimelineEventRow<S extends string> {
  name: string;
  fromStatus: S | null;
  toStatus: S;
  at: Date;
  note: string | null;
}

/** The event's actor as the query joined it (`users.name`, `users.role`): both null when the server made the change. */
export interface JoinedActor {
  name: string | null;
  role: TRole | null;
}

export interface StatusEventDto<S extends string> {
  name: string;
  from_status: S | null;
  to_status: S;
  at: string;
  note: string | null;
  actor: { name: string; role: TRole } | null;
}

/**
 * `reader`, when given, is who reads the timeline: a company sees "Administrator", not the clerk's
 * name (applications and certificates; an invoice's history names the clerk).
 */
export function toStatusEventDto<S extends string>(
  e: TimelineEventRow<S>,
  actor: JoinedActor,
  reader?: Pick<SessionUser, 'role'>,
): StatusEventDto<S> {
  return {
    name: e.name,
    from_status: e.fromStatus,
    to_status: e.toStatus,
    at: e.at.toISOString(),
    note: e.note,
    actor: actorSeenBy(actor, reader),
  };
}

function actorSeenBy(
  actor: JoinedActor,
  reader: Pick<SessionUser, 'role'> | undefined,
): StatusEventDto<string>['actor'] {
  if (actor.name === null || actor.role === null) return null;
  if (reader && actor.role === ROLE.ADMIN && reader.role !== ROLE.ADMIN)
    return { name: 'Administrator', role: ROLE.ADMIN };
  return { name: actor.name, role: actor.role };
}
