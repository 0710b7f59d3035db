/**
 * The analytics feature's public face: the admin dashboard's charts, loaded lazily (recharts stays
 * in their own chunk, docs/decisions/091). It brings its own Suspense
 * boundary.
 */
export { AdminAnalyticsCharts } from './components/admin-analytics-lazy';
