/** What other features use of teacher verification (decision 062): the decision row's parts (decision 220). */
export { RefuseForm, useDecision } from './components/teacher-approval-manage.tsx';
