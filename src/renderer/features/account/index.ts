// The account feature's public entry for other features: the trial button (the Workspace offers
// it when a free account is full). Its pages load through pages.ts.
export { mayStartTrial, StartTrialButton } from './StartTrialButton.tsx';
