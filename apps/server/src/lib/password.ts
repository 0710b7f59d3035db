import { hash, verify } from '@node-rs/argon2';
import type { AppConfig } from '../config';

/** @node-rs/argon2's `Algorithm.Argon2id` is an ambient const enum (not importable with isolatedModules). */
const ARGON2ID = 2;

/** argon2id on libuv's thread pool, so hashing never blocks the event loop. */
export function createPasswordHasher(params: AppConfig['argon2']) {
  return {
    hash: (password: string) => hash(password, { algorithm: ARGON2ID, ...params }),
    verify: async (stored: string, password: string) => {
      try {
        return await verify(stored, password);
      } catch {
        return false;
      }
    },
  };
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
