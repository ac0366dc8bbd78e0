/** What other features and the shell use of pupil verification (decisions 062, 220). */
export { PupilApproval } from './components/pupil-approval.tsx';
export { PupilBanner } from './components/pupil-banner.tsx';
