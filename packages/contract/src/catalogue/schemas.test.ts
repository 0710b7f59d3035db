import { describe, expect, it } from 'vitest';
import { QUALIFICATIONS, QUALIFICATION_LABELS } from './qualifications';
import {
  ZSaveSubBidangRequest,
  ZSetSubBidangActiveRequest,
  ZSubBidangListQuery,
  ZSubBidangListResponse,
} from './schemas';
import { issuePaths as paths } from '../common/issue-paths.test-util';

const ENTRY = {
  code: 'PB001',
  name: 'Agen/Perantara Perdagangan Besar',
  bidang_code: 'PB',
  bidang_name: 'Perdagangan Besar',
  kbli_code: '46100',
  kbli_title: 'PERDAGANGAN BESAR ATAS DASAR BALAS JASA (FEE) ATAU KONTRAK',
  kbli_edition: '2020',
  description: null,
  is_active: true,
};

describe('qualifications', () => {
  it('are kecil, menengah, besar with labels in both languages', () => {
    expect(QUALIFICATIONS).toEqual(['kecil', 'menengah', 'besar']);
    expect(QUALIFICATION_LABELS.menengah).toEqual({ id: 'Menengah', en: 'Medium' });
  });
});

describe('sub-bidang/list.php', () => {
  it('query: list params, bidang (upper-cased), active, sort; empty values are no filter', () => {
    expect(ZSubBidangListQuery.parse({ bidang: 'pb', active: 'false', sort: 'kbli' })).toMatchObject({
      bidang: 'PB',
      active: false,
      sort: 'kbli',
      page: 1,
      per_page: 20,
    });
    expect(ZSubBidangListQuery.parse({ bidang: '', active: '' })).toMatchObject({
      bidang: undefined,
      active: undefined,
    });
    expect(paths(ZSubBidangListQuery.safeParse({ bidang: 'P B' }))).toEqual(['bidang:validation.invalid']);
    expect(paths(ZSubBidangListQuery.safeParse({ active: 'yes' }))).toEqual(['active:validation.invalid']);
    expect(paths(ZSubBidangListQuery.safeParse({ sort: 'random' }))).toEqual(['sort:validation.invalid']);
    expect(ZSubBidangListQuery.safeParse({ per_page: 101 }).success).toBe(false);
  });

  it('response: items, page, per_page, total and the bidang list', () => {
    const body = {
      items: [ENTRY],
      page: 1,
      per_page: 20,
      total: 1,
      bidang: [{ code: 'PB', name: 'Perdagangan Besar' }],
    };
    expect(ZSubBidangListResponse.parse(body)).toEqual(body);
    expect(ZSubBidangListResponse.safeParse({ ...body, bidang: undefined }).success).toBe(false);
    expect(ZSubBidangListResponse.safeParse({ ...body, items: [{ ...ENTRY, is_active: 'yes' }] }).success).toBe(false);
  });
});

describe('admin/sub-bidang/save.php and set-active.php', () => {
  const { is_active: _a, description: _d, ...save } = ENTRY;

  it('accepts an entry, upper-cases codes and defaults the KBLI edition', () => {
    const parsed = ZSaveSubBidangRequest.parse({ ...save, code: 'pb099', bidang_code: 'pb', kbli_edition: undefined });
    expect(parsed).toMatchObject({ code: 'PB099', bidang_code: 'PB', kbli_edition: '2020' });
  });

  it.each([
    ['a code with a dash', { code: 'PB-1' }, 'code:validation.invalid'],
    ['an empty name', { name: '  ' }, 'name:validation.required'],
    ['a KBLI code of 4 digits', { kbli_code: '4610' }, 'kbli_code:validation.invalid'],
    ['an edition that is not a year', { kbli_edition: '20x0' }, 'kbli_edition:validation.invalid'],
    ['a NUL in the title', { kbli_title: 'A\u0000' }, 'kbli_title:validation.invalid'],
    ['a name that is too long', { name: 'x'.repeat(201) }, 'name:validation.tooLong'],
    ['is_active as text', { is_active: 'true' }, 'is_active:validation.invalid'],
    ['an unknown field', { bidang: 'PB' }, ':'],
  ])('save refuses %s', (_n, change, expected) => {
    const errors = paths(ZSaveSubBidangRequest.safeParse({ ...save, ...change }));
    expect(
      errors.some((e) => e.startsWith(expected)),
      errors.join(),
    ).toBe(true);
  });

  it('set-active takes a code and a boolean', () => {
    expect(ZSetSubBidangActiveRequest.parse({ code: 'pb001', is_active: false })).toEqual({
      code: 'PB001',
      is_active: false,
    });
    expect(paths(ZSetSubBidangActiveRequest.safeParse({ code: 'PB001', is_active: 0 }))).toEqual([
      'is_active:validation.invalid',
    ]);
    expect(paths(ZSetSubBidangActiveRequest.safeParse({ is_active: true }))).toEqual(['code:validation.required']);
  });
});
