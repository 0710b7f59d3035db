/**
 * The users feature's public face: the admin's query keys, for the screens whose decisions change
 * Manajemen Pengguna (a company verified). Its page is in ./pages.ts, for the route table.
 */
export { adminUsersKeys } from './admin/api/get-admin-users';
