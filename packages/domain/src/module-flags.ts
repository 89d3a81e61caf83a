/** A node of the server's whitelabel module tree (PLATFORM-FACTS §6.6). */
export interface ModuleNode {
  modId: string;
  enabled?: string | number | boolean | null;
  childrenNodes?: readonly ModuleNode[] | null;
}

/** Module ids that switch product features (PLATFORM-FACTS §6.6). */
export const MODULE_IDS = {
  usernameRegistration: 'USERNAMEREG3',
  mobileRegistration: 'MOBILENUMREG3',
  mobileRegistrationWithPassword: 'MOBILENUMPASSREG3',
  smsVerification: 'REGMOBVERF3',
  freePlay: 'FREEPLAY3',
  forceChangeOnPasswordExpiry: 'PWDEXPFORCECHANGE3',
  mobileCodeLogin: 'MOBILEVERCODELOGIN3',
  forgotByPhone: 'CHNGPASSVERIF3',
  agentPolicy: 'AGENTPOLICY3',
} as const;

/** The product switches named in SPEC §4 and §6, read from the flattened module tree. */
export type ModuleFlags = { -readonly [K in keyof typeof MODULE_IDS]: boolean };

/** Flattens the module tree at any depth into modId → on, where on means `enabled` '1' or 1 (SPEC §1). */
export function flattenModuleTree(nodes: readonly ModuleNode[] | null | undefined): Record<string, boolean> {
  const flat: Record<string, boolean> = {};
  const visit = (list: readonly ModuleNode[]): void => {
    for (const node of list) {
      flat[node.modId] = node.enabled === '1' || node.enabled === 1;
      if (node.childrenNodes) visit(node.childrenNodes);
    }
  };
  if (nodes) visit(nodes);
  return flat;
}

/** Names the product switches of the flattened tree; a module that is absent is off (SPEC §4). */
export function readModuleFlags(flat: Readonly<Record<string, boolean>>): ModuleFlags {
  const flags = {} as ModuleFlags;
  for (const [name, modId] of Object.entries(MODULE_IDS) as [keyof ModuleFlags, string][]) {
    flags[name] = flat[modId] === true;
  }
  return flags;
}
