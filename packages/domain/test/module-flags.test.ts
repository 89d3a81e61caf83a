import { describe, expect, it } from 'vitest';
import { flattenModuleTree, readModuleFlags } from '../src';

describe('module tree (SPEC §1, PLATFORM-FACTS §6.6)', () => {
  it('flattens nodes at any depth, on when enabled is "1" or 1', () => {
    const flat = flattenModuleTree([
      {
        modId: 'ROOT',
        enabled: '1',
        childrenNodes: [
          { modId: 'A', enabled: '0', childrenNodes: [{ modId: 'DEEP', enabled: 1, childrenNodes: null }] },
          { modId: 'B', enabled: true },
          { modId: 'C' },
        ],
      },
    ]);
    expect(flat).toEqual({ ROOT: true, A: false, DEEP: true, B: false, C: false });
  });
  it('gives an empty map for a missing tree', () => {
    expect(flattenModuleTree(null)).toEqual({});
    expect(flattenModuleTree(undefined)).toEqual({});
  });
});

describe('module flags (SPEC §4)', () => {
  it('names each product switch by its module id', () => {
    const flags = readModuleFlags(
      flattenModuleTree([
        { modId: 'USERNAMEREG3', enabled: '1' },
        { modId: 'MOBILENUMREG3', enabled: '1' },
        { modId: 'MOBILENUMPASSREG3', enabled: '1' },
        { modId: 'REGMOBVERF3', enabled: '1' },
        { modId: 'FREEPLAY3', enabled: '1' },
        { modId: 'PWDEXPFORCECHANGE3', enabled: '1' },
        { modId: 'MOBILEVERCODELOGIN3', enabled: '1' },
        { modId: 'CHNGPASSVERIF3', enabled: '1' },
        { modId: 'AGENTPOLICY3', enabled: '1' },
      ]),
    );
    expect(Object.values(flags).every(Boolean)).toBe(true);
    expect(Object.keys(flags)).toHaveLength(9);
  });
  it('treats an absent or disabled module as off', () => {
    const flags = readModuleFlags({ FREEPLAY3: false });
    expect(flags.freePlay).toBe(false);
    expect(flags.smsVerification).toBe(false);
  });
  it('reads one switch without turning on the others', () => {
    const flags = readModuleFlags({ REGMOBVERF3: true });
    expect(flags).toMatchObject({ smsVerification: true, mobileRegistration: false, usernameRegistration: false });
  });
});
