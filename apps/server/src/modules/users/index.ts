/** The users module's public face: what other modules may use (docs/decisions/023). */
export { toUserDto } from './user-dto';
