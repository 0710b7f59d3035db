/**
 * What a service may log through: a plain interface, so services take no Fastify types. The
 * request's logger (`req.log`, pino) fits it, and so does a test's recorder. The first argument
 * carries fields (`{ err, userId }`); errors go through the redacting serializer
 * (docs/decisions/016).
 */
export interface Logger {
  info(fields: object, message?: string): void;
  warn(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
}
