import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@portal/contract';
import { createTestContext, type TestContext } from '../../test/helpers';

/** Requests Node's HTTP parser refuses before any route runs, over a real socket. */
let ctx: TestContext;
let port: number;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => ctx.close());

/** Writes raw bytes, reads until the server closes: status code, headers and body. */
function rawRequest(raw: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body: rest.join('\r\n\r\n') });
    });
    socket.end(raw);
  });
}

describe('client errors answer in the JSON envelope', () => {
  it('a 40 KB header → 431 HEADERS_TOO_LARGE', async () => {
    const res = await rawRequest(
      `GET ${apiPath('users/profile.php')} HTTP/1.1\r\nHost: localhost\r\nCookie: bski_session=${'a'.repeat(40_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(res.headers).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(JSON.parse(res.body)).toEqual({
      status: 'error',
      code: 'HEADERS_TOO_LARGE',
      message: 'Header permintaan terlalu besar.',
    });
    expect(Number(/content-length: (\d+)/i.exec(res.headers)?.[1])).toBe(Buffer.byteLength(res.body));
  });

  it('many headers that add up past the limit → 431', async () => {
    const many = Array.from({ length: 400 }, (_, i) => `X-Pad-${i}: ${'b'.repeat(100)}`).join('\r\n');
    const res = await rawRequest(
      `GET ${apiPath('auth/csrf-token.php')} HTTP/1.1\r\nHost: localhost\r\n${many}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body).code).toBe('HEADERS_TOO_LARGE');
  });

  it.each([
    ['a malformed request line', 'NOT HTTP AT ALL\r\n\r\n'],
    [
      'a header without a colon',
      `GET ${apiPath('auth/csrf-token.php')} HTTP/1.1\r\nHost: localhost\r\nBroken header\r\n\r\n`,
    ],
    [
      'a bad chunked body',
      `POST ${apiPath('auth/login.php')} HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    ],
  ])('%s → 400 BAD_REQUEST', async (_name, raw) => {
    const res = await rawRequest(raw);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ status: 'error', code: 'BAD_REQUEST', message: expect.any(String) });
  });

  it('an ordinary request on the same server still answers', async () => {
    const res = await rawRequest(
      `GET ${apiPath('auth/csrf-token.php')} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    expect(res.status).toBe(200);
  });
});
