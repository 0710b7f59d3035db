/** Class name joiner used by every UI component. */
export { clsx as cn } from 'clsx';
