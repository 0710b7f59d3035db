/**
 * The analytics feature's public face: the admin dashboard's charts, loaded lazily (recharts stays
 * in their own chunk, docs/decisions/090). Mount inside a Suspense boundary or use as is: it brings its own.
 */
export { AdminAnalyticsCharts } from './components/admin-analytics-lazy';
