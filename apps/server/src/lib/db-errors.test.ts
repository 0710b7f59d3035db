import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { isDatabaseUnavailable } from './db-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['server shut down (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['connection exception class 08', withCode('connection failure', '08006')],
    ['connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a broken pooled client', new Error('Client has encountered a connection error and is not queryable')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['wrapped by drizzle', new DrizzleQueryError('select 1', [], withCode('x', 'ECONNRESET'))],
    [
      'both address families refused',
      new AggregateError([withCode('a', 'ECONNREFUSED'), withCode('b', 'ECONNREFUSED')]),
    ],
  ])('%s → yes', (_name, err) => expect(isDatabaseUnavailable(err)).toBe(true));

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint "users_email_uq"', '23505')],
    ['an out-of-range value', withCode('value out of range for type integer', '22003')],
    ['a plain bug', new TypeError('x is not a function')],
    ['not an error', 'ECONNREFUSED'],
  ])('%s → no', (_name, err) => expect(isDatabaseUnavailable(err)).toBe(false));
});
