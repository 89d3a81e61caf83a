import { AgentCentreDialog, type AgentCentreDialogProps } from '@lobbykit/ui';
import { AGENT_CENTRE_PAGES } from './agent-centre-pages';

/** The agent centre with the site's pages: loaded when it first opens, never on the home route's first paint. */
export default function AgentCentre(props: Omit<AgentCentreDialogProps, 'pages'>) {
  return <AgentCentreDialog {...props} pages={AGENT_CENTRE_PAGES} />;
}
