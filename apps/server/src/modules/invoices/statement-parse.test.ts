import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  parseAmount,
  parseCsvRows,
  parseStatementDate,
  readStatementRows,
  referenceIn,
  StatementFormatError,
} from './statement-parse';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/statements');
const csvOf = (name: string) => parseCsvRows(fs.readFileSync(path.join(fixtures, name), 'utf8'));

describe('bank statement reading (docs/business-rules.md#bank-statement)', () => {
  it('reads amounts as banks print them, with their direction', () => {
    expect(parseAmount('3.885.000,00')).toEqual({ value: 3_885_000, direction: null });
    expect(parseAmount('3,885,000.00')).toEqual({ value: 3_885_000, direction: null });
    expect(parseAmount('Rp 3.885.000')).toEqual({ value: 3_885_000, direction: null });
    expect(parseAmount('3,885,000.00 CR')).toEqual({ value: 3_885_000, direction: 'credit' });
    expect(parseAmount('15,000.00 DB')).toEqual({ value: 15_000, direction: 'debit' });
    expect(parseAmount('-150000')).toEqual({ value: 150_000, direction: 'debit' });
    expect(parseAmount(5_328_000)).toEqual({ value: 5_328_000, direction: null });
    expect(parseAmount('1.234,5')).toEqual({ value: 1234.5, direction: null });
    expect(parseAmount('0,00')).toEqual({ value: 0, direction: null });
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('PEND')).toBeNull();
  });

  it('reads booking dates in the forms banks use, and none without a year', () => {
    expect(parseStatementDate('05/11/2026')).toBe('2026-11-05');
    expect(parseStatementDate('05-11-26 10:22:00')).toBe('2026-11-05');
    expect(parseStatementDate('2026-11-05 10:22')).toBe('2026-11-05');
    expect(parseStatementDate('5 Agu 2026')).toBe('2026-08-05');
    expect(parseStatementDate('05-Nov-2026')).toBe('2026-11-05');
    expect(parseStatementDate(new Date(Date.UTC(2026, 10, 5)))).toBe('2026-11-05');
    expect(parseStatementDate(46331)).toBe('2026-11-05'); // an Excel serial day
    expect(parseStatementDate('05/11')).toBeNull();
    expect(parseStatementDate('31/02/2026')).toBeNull();
  });

  it('finds the invoice number however the bank wrote it', () => {
    expect(referenceIn('TRSF E-BANKING CR INV-202611-000001 PT MAJU')).toBe('INV-202611-000001');
    expect(referenceIn('TRSF INV202611000004 PT KARYA')).toBe('INV-202611-000004');
    expect(referenceIn('pembayaran inv 202611 000123')).toBe('INV-202611-000123');
    expect(referenceIn('INV-202613-000001')).toBeNull(); // no 13th month
    expect(referenceIn('SETORAN TUNAI')).toBeNull();
  });

  it('KlikBCA: finds the header below the account lines, reads CR/DB beside Jumlah, skips debits and totals', () => {
    const read = readStatementRows(csvOf('klikbca-mutasi.csv'));
    expect(read).toMatchObject({
      headerRow: 7,
      detected: true,
      mapping: { date: 'Tanggal Transaksi', description: 'Keterangan', credit: 'Jumlah' },
    });
    expect(read.lines.map((l) => [l.row, l.date, l.amount, l.reference])).toEqual([
      [8, '2026-11-02', 3_885_000, 'INV-202611-000001'],
      [10, '2026-11-04', 5_328_000, null],
      [11, '2026-11-05', 1_110_000, null],
      [12, '2026-11-06', 2_775_001, 'INV-202611-000004'],
    ]);
    expect(read.lines[0]!.description).toMatch(/^TRSF E-BANKING CR/);
    expect(read.skipped).toBeGreaterThanOrEqual(1);
  });

  it('BRI: semicolons, Indonesian number format, upper-case headers, separate DEBET and KREDIT', () => {
    const read = readStatementRows(csvOf('bri-mutasi.csv'));
    expect(read.mapping).toEqual({ date: 'TANGGAL TRANSAKSI', description: 'URAIAN TRANSAKSI', credit: 'KREDIT' });
    expect(read.lines.map((l) => [l.row, l.date, l.amount, l.reference])).toEqual([
      [2, '2026-11-02', 3_885_000, 'INV-202611-000001'],
      [4, '2026-11-05', 1_110_000, null],
    ]);
    expect(read.skipped).toBe(1);
  });

  it('a single amount column with a D/K column (BNI) keeps the credits only', () => {
    const rows = parseCsvRows(
      'Tgl Transaksi;Uraian;Nominal;D/K;Saldo\n01/11/2026;TRF MASUK INV-202611-000009;2.775.000,00;K;1\n02/11/2026;BIAYA;5.000,00;D;1\n',
    );
    const read = readStatementRows(rows);
    expect(read.lines.map((l) => [l.amount, l.reference])).toEqual([[2_775_000, 'INV-202611-000009']]);
  });

  it('without a recognisable header it refuses; the columns can then be chosen by name or number', () => {
    const rows = parseCsvRows('Tgl Valuta Bank,Catatan,Masuk\n2026-11-02,INV-202611-000001,3885000\n');
    expect(() => readStatementRows(rows)).toThrow(StatementFormatError);
    const chosen = readStatementRows(rows, { date: 'tgl valuta bank', description: '2', credit: 'Masuk' });
    expect(chosen.detected).toBe(false);
    expect(chosen.mapping).toEqual({ date: 'Tgl Valuta Bank', description: 'Catatan', credit: 'Masuk' });
    expect(chosen.lines).toEqual([
      {
        row: 2,
        date: '2026-11-02',
        description: 'INV-202611-000001',
        amount: 3_885_000,
        reference: 'INV-202611-000001',
      },
    ]);
    expect(() => readStatementRows(rows, { credit: 'Keluar' })).toThrow(
      expect.objectContaining({ reason: 'column_missing', column: 'Keluar' }),
    );
  });
});
