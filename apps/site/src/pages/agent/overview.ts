export { AgentOverviewPage as default } from '@lobbykit/ui';
