import { describe, expect, it } from 'vitest';
import { APPLICATION_TRANSITIONS, DOCUMENT_REQUEST_TRANSITIONS } from '../applications/transitions';
import { INVOICE_TRANSITIONS } from '../invoices/transitions';
import { transitionRefusedMessage } from '../texts/server-texts';
import { APPLICATION_STATUSES, DOCUMENT_REQUEST_STATUSES, INVOICE_STATUSES, STATUS_BADGE_LABELS_ID } from '../statuses';
import {
  ACTOR_KINDS,
  availableTransitions,
  canTransition,
  statusesOf,
  transitionRules,
  type TTransitionTable,
} from './transitions';

const TABLES: [string, TTransitionTable, readonly string[]][] = [
  ['APPLICATION_TRANSITIONS', APPLICATION_TRANSITIONS, APPLICATION_STATUSES],
  ['INVOICE_TRANSITIONS', INVOICE_TRANSITIONS, INVOICE_STATUSES],
  ['DOCUMENT_REQUEST_TRANSITIONS', DOCUMENT_REQUEST_TRANSITIONS, DOCUMENT_REQUEST_STATUSES],
];

describe.each(TABLES)('%s', (_name, table, statuses) => {
  it('names only statuses that exist, and actors that exist', () => {
    for (const s of statusesOf(table)) expect(statuses).toContain(s);
    for (const r of table) expect(ACTOR_KINDS).toContain(r.actor);
  });

  it('has one creation row, no row twice, and one target per name', () => {
    expect(table.filter((r) => r.from === null)).toHaveLength(1);
    expect(new Set(table.map((r) => `${r.name}|${r.from}|${r.actor}`)).size).toBe(table.length);
    for (const name of new Set(table.map((r) => r.name)))
      expect(new Set(table.filter((r) => r.name === name).map((r) => r.to)).size, name).toBe(1);
  });

  it('every status has a badge label', () => {
    for (const s of statuses) expect(STATUS_BADGE_LABELS_ID[s as keyof typeof STATUS_BADGE_LABELS_ID], s).toBeTruthy();
  });
});

describe('application rules (docs/business-rules.md#application-status)', () => {
  it('only the owner submits and withdraws; only an admin approves, rejects and completes', () => {
    expect(canTransition(APPLICATION_TRANSITIONS, 'draft', 'submitted', 'owner')).toBe(true);
    expect(canTransition(APPLICATION_TRANSITIONS, 'draft', 'submitted', 'admin')).toBe(false);
    expect(canTransition(APPLICATION_TRANSITIONS, 'submitted', 'draft', 'owner')).toBe(true);
    expect(canTransition(APPLICATION_TRANSITIONS, 'under_review', 'approved', 'admin')).toBe(true);
    expect(canTransition(APPLICATION_TRANSITIONS, 'under_review', 'approved', 'owner')).toBe(false);
    expect(canTransition(APPLICATION_TRANSITIONS, 'submitted', 'approved', 'admin')).toBe(false);
    expect(canTransition(APPLICATION_TRANSITIONS, 'approved', 'completed', 'admin')).toBe(true);
  });

  it('only an upheld appeal leaves rejected, nothing leaves completed; a payment moves submitted to under_review', () => {
    expect(availableTransitions(APPLICATION_TRANSITIONS, 'rejected', 'admin').map((r) => [r.name, r.to])).toEqual([
      ['reopen', 'under_review'],
      ['reopen_unpaid', 'submitted'],
    ]);
    for (const actor of ['owner', 'system'] as const)
      expect(availableTransitions(APPLICATION_TRANSITIONS, 'rejected', actor)).toEqual([]);
    for (const actor of ACTOR_KINDS)
      expect(availableTransitions(APPLICATION_TRANSITIONS, 'completed', actor)).toEqual([]);
    expect(transitionRules(APPLICATION_TRANSITIONS, 'pay', 'system')).toEqual([
      { name: 'pay', from: 'submitted', to: 'under_review', actor: 'system' },
    ]);
  });

  it('reject leaves submitted and under_review; `from` narrows the rows', () => {
    expect(transitionRules(APPLICATION_TRANSITIONS, 'reject', 'admin').map((r) => r.from)).toEqual([
      'submitted',
      'under_review',
    ]);
    expect(transitionRules(APPLICATION_TRANSITIONS, 'reject', 'admin', ['under_review']).map((r) => r.from)).toEqual([
      'under_review',
    ]);
    expect(transitionRules(APPLICATION_TRANSITIONS, 'reject', 'owner')).toEqual([]);
  });
});

describe('invoice rules (docs/business-rules.md#invoice-status)', () => {
  it('a due date cancels only pending invoices; an admin cancels pending and waiting ones; refund only from paid', () => {
    expect(transitionRules(INVOICE_TRANSITIONS, 'expire', 'system').map((r) => r.from)).toEqual(['pending']);
    expect(transitionRules(INVOICE_TRANSITIONS, 'cancel', 'admin').map((r) => r.from)).toEqual([
      'pending',
      'waiting_confirmation',
    ]);
    expect(transitionRules(INVOICE_TRANSITIONS, 'refund', 'admin').map((r) => r.from)).toEqual(['paid']);
    expect(canTransition(INVOICE_TRANSITIONS, 'paid', 'cancelled', 'admin')).toBe(false);
  });

  it('a rejected proof goes back to pending; failed is never reached by a bank transfer', () => {
    expect(canTransition(INVOICE_TRANSITIONS, 'waiting_confirmation', 'pending', 'admin')).toBe(true);
    expect(statusesOf(INVOICE_TRANSITIONS)).not.toContain('failed');
  });
});

it('the refusal message names the current status', () => {
  expect(transitionRefusedMessage('Lunas')).toBe('Perubahan status tidak diizinkan: status saat ini Lunas.');
});
