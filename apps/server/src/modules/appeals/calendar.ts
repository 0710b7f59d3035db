// The deadlines live with the working-day calendar (dashboard), so the documents module can
// read an appeal's window too without an import cycle.
export { answerBy, appealDeadline } from '../dashboard';
