import { describe, expect, it } from 'vitest';
import { apiErrorFromResponse, parseEnvelope, toApiError } from './api-error';

describe('parseEnvelope', () => {
  it('reads a JSON object and nothing else', () => {
    expect(parseEnvelope('{"status":"error","message":"x"}')).toEqual({ status: 'error', message: 'x' });
    for (const t of ['', 'not json', '[1,2]', 'null', '"text"']) expect(parseEnvelope(t)).toEqual({});
  });
});

describe('toApiError', () => {
  it("keeps the server's code, message, field errors, data and Retry-After", () => {
    const e = toApiError(
      422,
      {
        code: 'VALIDATION_FAILED',
        message: 'Data tidak valid.',
        errors: { email: ['validation.email'] },
        data: { a: 1 },
      },
      '12',
    );
    expect(e).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Data tidak valid.',
      serverMessage: 'Data tidak valid.',
    });
    expect(e.errors).toEqual({ email: ['validation.email'] });
    expect(e.data).toEqual({ a: 1 });
    expect(e.retryAfterS).toBe(12);
  });

  it('keeps the message key and its values when the server named its message (docs/decisions/097)', () => {
    const e = toApiError(
      409,
      {
        code: 'INVALID_TRANSITION',
        message: 'Perubahan status tidak diizinkan: status saat ini Lunas.',
        message_key: 'transition.refused',
        message_params: { status: 'paid' },
      },
      null,
    );
    expect(e).toMatchObject({ messageKey: 'transition.refused', messageParams: { status: 'paid' } });
    expect(
      toApiError(409, { code: 'CONFLICT', message: 'x', message_key: 7, message_params: 'y' }, null),
    ).toMatchObject({ messageKey: undefined, messageParams: undefined });
  });

  it('accepts `details` as the field errors', () => {
    expect(toApiError(422, { details: { nib: ['x'] } }, null).errors).toEqual({ nib: ['x'] });
  });

  it('without a body: INTERNAL for 5xx, HTTP_<status> otherwise, and no server message', () => {
    expect(toApiError(502, {}, null)).toMatchObject({
      code: 'INTERNAL',
      message: 'HTTP 502',
      serverMessage: undefined,
    });
    expect(toApiError(404, {}, null)).toMatchObject({ code: 'HTTP_404', message: 'HTTP 404' });
    expect(toApiError(403, { message: '  ' }, 'soon')).toMatchObject({
      message: 'HTTP 403',
      serverMessage: undefined,
      retryAfterS: undefined,
    });
  });
});

describe('apiErrorFromResponse', () => {
  it('reads the envelope of a fetch answer', async () => {
    const res = Response.json(
      { status: 'error', code: 'RATE_LIMITED', message: 'Terlalu banyak.' },
      { status: 429, headers: { 'Retry-After': '30' } },
    );
    expect(await apiErrorFromResponse(res)).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Terlalu banyak.',
      retryAfterS: 30,
    });
  });

  it('an HTML error page is an envelope without anything', async () => {
    expect(await apiErrorFromResponse(new Response('<html>Bad gateway</html>', { status: 502 }))).toMatchObject({
      code: 'INTERNAL',
      message: 'HTTP 502',
    });
  });
});
