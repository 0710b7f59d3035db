import { describe, expect, it } from 'vitest';
import {
  ZAdminDocumentRequestListQuery,
  ZCancelDocumentRequestRequest,
  ZCreateDocumentRequestRequest,
  ZDocumentRequest,
  ZFulfilDocumentRequestRequest,
} from './document-requests';
import { issuePaths as paths } from '../common/issue-paths.test-util';

const UUID = '0b5c1a6e-7d7e-4c1e-9a57-3f1d2f0c9a10';

describe('document requests (docs/business-rules.md#document-requests)', () => {
  const create = {
    code_reg: 'SP-123456789',
    title: 'Laporan keuangan 2025',
    description: 'Yang sudah diaudit',
    due_date: '2026-12-01',
  };

  it('create: code_reg, title, optional description, a real due date', () => {
    expect(ZCreateDocumentRequestRequest.parse({ ...create, description: '' }).description).toBeUndefined();
    expect(paths(ZCreateDocumentRequestRequest.safeParse({ ...create, title: '' }))).toEqual([
      'title:validation.required',
    ]);
    expect(paths(ZCreateDocumentRequestRequest.safeParse({ ...create, due_date: '2026-13-01' }))).toEqual([
      'due_date:validation.date',
    ]);
    expect(paths(ZCreateDocumentRequestRequest.safeParse({ ...create, due_date: undefined }))).toEqual([
      'due_date:validation.invalid',
    ]);
    expect(paths(ZCreateDocumentRequestRequest.safeParse({ ...create, code_reg: 'INV-1' }))).toEqual([
      'code_reg:validation.invalid',
    ]);
    expect(ZCreateDocumentRequestRequest.safeParse({ ...create, status: 'open' }).success).toBe(false);
  });

  it('cancel needs a reason; fulfil needs the uploaded document', () => {
    expect(ZCancelDocumentRequestRequest.safeParse({ uuid: UUID, reason: 'Sudah diterima lewat email' }).success).toBe(
      true,
    );
    expect(paths(ZCancelDocumentRequestRequest.safeParse({ uuid: UUID, reason: ' ' }))).toEqual([
      'reason:validation.required',
    ]);
    expect(paths(ZCancelDocumentRequestRequest.safeParse({ uuid: 'x', reason: 'r' }))).toEqual([
      'uuid:validation.invalid',
    ]);
    expect(ZFulfilDocumentRequestRequest.safeParse({ uuid: UUID, document_uuid: UUID }).success).toBe(true);
    expect(paths(ZFulfilDocumentRequestRequest.safeParse({ uuid: UUID }))).toEqual([
      'document_uuid:validation.invalid',
    ]);
  });

  it('admin list: status, overdue, sort', () => {
    expect(ZAdminDocumentRequestListQuery.parse({ status: 'open', overdue: 'true', sort: 'due_date' })).toMatchObject({
      status: 'open',
      overdue: true,
      sort: 'due_date',
    });
    expect(paths(ZAdminDocumentRequestListQuery.safeParse({ status: 'pending' }))).toEqual([
      'status:validation.invalid',
    ]);
    expect(paths(ZAdminDocumentRequestListQuery.safeParse({ overdue: '1' }))).toEqual(['overdue:validation.invalid']);
  });

  it('the request as answered', () => {
    const request = {
      uuid: UUID,
      code_reg: 'SP-123456789',
      title: 'Laporan keuangan 2025',
      description: null,
      due_date: '2026-12-01',
      status: 'open',
      overdue: false,
      created_at: '2026-11-01T03:00:00.000Z',
      fulfilled_at: null,
      fulfilled_document: null,
      cancelled_at: null,
      cancel_reason: null,
    };
    expect(ZDocumentRequest.parse(request)).toEqual(request);
    expect(ZDocumentRequest.safeParse({ ...request, status: 'done' }).success).toBe(false);
  });
});
