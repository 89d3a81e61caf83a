import type { AgentCentrePage, MemberCentrePage } from '@lobbykit/domain';

/** What the member centre gives each of its pages: the way to another page (a deposit's success → account record). */
export type MemberCentrePageProps = { openPage: (page: MemberCentrePage) => void };

/** What the agent centre gives each of its pages: the way to another page. */
export type AgentCentrePageProps = { openPage: (page: AgentCentrePage) => void };
