/** Public surface of the notifications feature (the shell mounts the bell while logged in). */
export { NotificationBell } from './components/notification-bell';
