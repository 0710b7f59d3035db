import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZAdminUserDetailResponse, ZInvoice } from '../index';
import { fake } from './fake';

describe('fake(): test data from a contract schema', () => {
  it('makes the smallest valid value and lays the overrides on top, deeply', () => {
    const invoice = fake(ZInvoice, { status: 'paid', company: { name: 'PT Contoh' } });
    expect(ZInvoice.safeParse(invoice).success).toBe(true);
    expect(invoice.status).toBe('paid');
    expect(invoice.company.name).toBe('PT Contoh');
    expect(invoice.lines).toEqual([]);
  });

  it('fills formats the schema names (e-mail, UUID, dates)', () => {
    const v = fake(
      z.object({
        id: z.uuid(),
        email: z.email(),
        at: z.iso.datetime(),
        on: z.iso.date(),
        n: z.number().int().min(3),
        note: z.string().nullable(),
      }),
    );
    expect(v).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email: expect.stringContaining('@'),
      at: expect.any(String),
      on: '2026-11-20',
      n: 3,
      note: null,
    });
  });

  it('a bare integer is 1, not the lowest safe integer; a bounded one its lowest value', () => {
    const v = fake(
      z.object({
        id: z.number().int(),
        percent: z.number().int().min(0).max(100),
        negative: z.number().int().max(-5),
        amount: z.number(),
      }),
    );
    expect(v).toEqual({ id: 1, percent: 0, negative: -5, amount: 1 });
  });

  it('names the fields a plain value cannot satisfy, so a fixture never holds what the server could not send', () => {
    const ZCode = z.object({ code_reg: z.string().regex(/^SP-\d{9}$/) });
    expect(() => fake(ZCode)).toThrow(/code_reg/);
    expect(fake(ZCode, { code_reg: 'SP-123456789' })).toEqual({ code_reg: 'SP-123456789' });
    expect(() => fake(z.object({ id: z.number() }), { id: 'x' as never })).toThrow(/id:/);
    expect(ZAdminUserDetailResponse.safeParse(fake(ZAdminUserDetailResponse)).success).toBe(true);
  });
});
