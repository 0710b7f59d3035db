/** The certificates module's public face (docs/decisions/023). */
export * from './lifecycle';
