/** The users module's public face: what other modules may use (docs/decisions/023). */
export { toLoginUserDto, toUserDto } from './user-dto';
