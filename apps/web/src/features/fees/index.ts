/** The fees feature's public face: the quote and schedule queries and the quote table, for the application form's live quote, the payment pages and the guide. */
export { feeKeys, useFeeQuote, useFeeSchedule } from './api/fees';
export { QuoteTable } from './components/quote-table';
