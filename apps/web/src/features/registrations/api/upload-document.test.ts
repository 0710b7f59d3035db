import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { mockApi } from '@/app/testing/mock-api';
import { FakeXhr, makeDocument } from '../test-utils';
import { uploadDocument } from './upload-document';

const file = () => new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  mockApi({});
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadDocument (XMLHttpRequest)', () => {
  it('reports progress and resolves with data.document', async () => {
    const onProgress = vi.fn();
    const promise = uploadDocument({ file: file(), documentType: 'nib', onProgress });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.instances[0];
    expect(xhr.withCredentials).toBe(true);
    xhr.progress(1, 4);
    expect(onProgress).toHaveBeenLastCalledWith(25);
    const doc = makeDocument({ document_type: 'nib' });
    xhr.respond(201, { status: 'success', message: 'ok', data: { document: doc } });
    await expect(promise).resolves.toEqual(doc);
  });

  it('an error envelope becomes an ApiError with its code, message and errors', async () => {
    const promise = uploadDocument({ file: file(), documentType: 'nib' });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.instances[0].respond(413, {
      status: 'error',
      code: 'FILE_TOO_LARGE',
      message: 'Gagal mengunggah file: ukuran maksimal 5 MB.',
    });
    await expect(promise).rejects.toMatchObject({
      status: 413,
      code: 'FILE_TOO_LARGE',
      message: 'Gagal mengunggah file: ukuran maksimal 5 MB.',
    });
  });

  it('a non-JSON 5xx is INTERNAL (no leaked text)', async () => {
    const promise = uploadDocument({ file: file(), documentType: 'nib' });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.instances[0];
    xhr.status = 502;
    xhr.responseText = '<html>Bad gateway</html>';
    xhr.onload?.();
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'INTERNAL' });
  });

  it('a rejected CSRF token is fetched again and the upload retried once', async () => {
    const api = mockApi({});
    const promise = uploadDocument({ file: file(), documentType: 'nib' });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    FakeXhr.instances[0].respond(403, {
      status: 'error',
      code: 'CSRF_INVALID',
      message: 'Token keamanan (CSRF) tidak valid',
    });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    expect(api.callsTo('/backend/api/auth/csrf-token.php')).toHaveLength(2);
    FakeXhr.instances[1].respond(201, { status: 'success', message: 'ok', data: { document: makeDocument() } });
    await expect(promise).resolves.toMatchObject({ document_type: 'ktp_pimpinan' });
  });

  it('network failure and abort', async () => {
    const ac = new AbortController();
    const aborted = uploadDocument({ file: file(), documentType: 'nib', signal: ac.signal });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    ac.abort();
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.instances[0].aborted).toBe(true);

    const failed = uploadDocument({ file: file(), documentType: 'nib' });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    FakeXhr.instances[1].onerror?.();
    await expect(failed).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});
