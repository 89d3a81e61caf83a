import { agentCentrePageOf } from '@lobbykit/domain';
import { AgentCentreDialog, type AgentCentreDialogProps } from '@lobbykit/ui';
import { AGENT_CENTRE_PAGES } from './agent-centre-pages';

export type AgentCentreProps = Omit<AgentCentreDialogProps, 'pages' | 'page'> & {
  /** The page the address names (`?ac=`); one the centre does not know opens its default page. */
  address: string;
};

/** The agent centre with the site's pages: loaded when it first opens, never on the home route's first paint. */
export default function AgentCentre({ address, ...props }: AgentCentreProps) {
  return <AgentCentreDialog {...props} page={agentCentrePageOf(address) ?? undefined} pages={AGENT_CENTRE_PAGES} />;
}
