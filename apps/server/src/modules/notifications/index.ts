/** The notifications module's public face: the notifier every module calls through `deps.notify`. */
export { createNotifier } from './service';
