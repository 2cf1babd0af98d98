export { WorkspaceMetricsCard } from './WorkspaceMetricsCard.tsx';
