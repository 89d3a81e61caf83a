import type { BrandConfig, ModuleNode, RegisterRules } from '@lobbykit/api-client';
import type { SandboxStore } from '../store/store';
import {
  type LanguageOffer,
  type SystemFlags,
  seedBrand,
  seedLanguageOffer,
  seedModuleTree,
  seedRegisterRules,
  seedSystemFlags,
} from './seed-config';

const SETTINGS = 'settings';

/** The platform-wide settings the sandbox keeps, by key. */
interface Settings {
  system: SystemFlags;
  brand: Omit<BrandConfig, 'publicKey'>;
  languageOffer: LanguageOffer;
  moduleTree: ModuleNode[];
  registerRules: RegisterRules;
}

const defaults: Settings = {
  system: seedSystemFlags,
  brand: seedBrand,
  languageOffer: seedLanguageOffer,
  moduleTree: seedModuleTree,
  registerRules: seedRegisterRules,
};

/** Reads one setting, falling back to the seeded value. */
export function readSetting<K extends keyof Settings>(store: SandboxStore, key: K): Settings[K] {
  return store.get<Settings[K]>(SETTINGS, key) ?? structuredClone(defaults[key]);
}

/** Replaces one setting. */
export function writeSetting<K extends keyof Settings>(store: SandboxStore, key: K, value: Settings[K]): void {
  store.put(SETTINGS, key, value);
}

/** Whether a module is on; a module id absent from the tree counts as on. */
export function isModuleOn(store: SandboxStore, modId: string): boolean {
  const visit = (nodes: ModuleNode[]): boolean | undefined => {
    for (const node of nodes) {
      if (node.modId === modId) return node.enabled === '1';
      const found = visit(node.childrenNodes);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return visit(readSetting(store, 'moduleTree')) ?? true;
}

/** Turns modules on or off by id anywhere in the tree; an unknown id becomes a new root node. */
export function setModuleFlags(store: SandboxStore, flags: Record<string, boolean>): ModuleNode[] {
  const tree = readSetting(store, 'moduleTree');
  const pending = new Map(Object.entries(flags));
  const visit = (nodes: ModuleNode[]) => {
    for (const node of nodes) {
      const flag = pending.get(node.modId);
      if (flag !== undefined) {
        node.enabled = flag ? '1' : '0';
        pending.delete(node.modId);
      }
      visit(node.childrenNodes);
    }
  };
  visit(tree);
  for (const [modId, flag] of pending) tree.push({ modId, enabled: flag ? '1' : '0', childrenNodes: [] });
  writeSetting(store, 'moduleTree', tree);
  return tree;
}
