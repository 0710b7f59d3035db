import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SERVER_TEXTS, ZErrorEnvelope, endpoint, successEnvelope } from '@portal/contract';
import { registerErrorHandler } from '../plugins/error-handler';
import type { Deps } from '../types';
import { AppError } from './app-error';
import { mountEndpoint } from './route';
import { msg } from './server-message';

/** A bare app with one route whose handler is `handler`, in production mode or with the tests' check. */
async function appWith(handler: () => Promise<{ message?: ReturnType<typeof msg> }>, check: boolean) {
  const app = Fastify({ logger: false });
  app.decorate('deps', {} as Deps);
  app.decorate('responseCheck', check ? () => undefined : null);
  app.decorateRequest('user', null);
  registerErrorHandler(app);
  const ep = endpoint({ method: 'GET', access: 'public', section: 'system', summary: 'A thing', response: z.null() });
  mountEndpoint(app, '/thing', ep, { handler });
  await app.ready();
  return app;
}

describe('a specific message names its catalogue entry (docs/decisions/097)', () => {
  it.each([false, true])('success: Indonesian message, message_key and message_params (checked: %s)', async (check) => {
    const app = await appWith(async () => ({ message: msg('registrations.documents_verified', { count: 3 }) }), check);
    const body = (await app.inject('/thing')).json();
    expect(body).toEqual({
      status: 'success',
      message: '3 dokumen diverifikasi.',
      message_key: 'registrations.documents_verified',
      message_params: { count: 3 },
      data: null,
    });
    expect(successEnvelope(z.null()).parse(body)).toEqual(body);
  });

  it('success without a message: "OK" and no key, as before', async () => {
    const app = await appWith(async () => ({}), false);
    expect((await app.inject('/thing')).json()).toEqual({ status: 'success', message: 'OK', data: null });
  });

  it('error: the code, the Indonesian text with its placeholders filled, the key and the raw values', async () => {
    const app = await appWith(async () => {
      throw new AppError('INVALID_TRANSITION', { message: msg('transition.refused', { status: 'paid' }) });
    }, false);
    const res = await app.inject('/thing');
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body).toEqual({
      status: 'error',
      code: 'INVALID_TRANSITION',
      message: 'Perubahan status tidak diizinkan: status saat ini Lunas.',
      message_key: 'transition.refused',
      message_params: { status: 'paid' },
    });
    expect(ZErrorEnvelope.parse(body)).toEqual(body);
  });

  it('error without a specific message: the code’s text and no key', async () => {
    const app = await appWith(async () => {
      throw new AppError('NOT_FOUND');
    }, false);
    expect((await app.inject('/thing')).json()).toEqual({
      status: 'error',
      code: 'NOT_FOUND',
      message: 'Data tidak ditemukan.',
    });
  });

  it('writes a date placeholder in Indonesian words and keeps the ISO day for other languages', () => {
    const m = msg('certificates.renewal_opens', { date: '2029-08-26' });
    expect(m).toEqual({
      key: 'certificates.renewal_opens',
      params: { date: '2029-08-26' },
      text: 'Perpanjangan dapat diajukan mulai 26 Agustus 2029.',
    });
    expect(SERVER_TEXTS.en[m.key]).toBe('A renewal can be applied for from {date}.');
  });
});
