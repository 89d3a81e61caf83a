import { describe, expect, it } from 'vitest';
import {
  canEnterAgentCentre,
  canEnterMemberCentre,
  checkCentreAccess,
  gateAction,
  isAgentAccount,
  isTrialAccount,
} from '../src';

describe('account types (SPEC §4, §6)', () => {
  it.each([1, 2, 41, 42, '1', '41', ' 42 '])('treats %j as an agent', (type) => {
    expect(isAgentAccount(type)).toBe(true);
  });
  it.each([0, 3, 4, 43, '4', '', 'agent', null, undefined, Number.NaN])('does not treat %j as an agent', (type) => {
    expect(isAgentAccount(type)).toBe(false);
  });
  it.each([4, '4'])('treats %j as a trial account', (type) => {
    expect(isTrialAccount(type)).toBe(true);
  });
  it.each([1, '1', 40, '', 'x', null, undefined])('does not treat %j as a trial account', (type) => {
    expect(isTrialAccount(type)).toBe(false);
  });
});

describe('gated action (SPEC §4, §6)', () => {
  it('opens the login popup when there is no token', () => {
    expect(gateAction({ token: null, isAgent: 1 })).toBe('login');
    expect(gateAction({ token: '', isAgent: 0 })).toBe('login');
  });
  it('asks a trial account for a real account', () => {
    expect(gateAction({ token: 't', isAgent: '4' })).toBe('need-real-account');
  });
  it('allows members and agents with a token', () => {
    expect(gateAction({ token: 't', isAgent: 0 })).toBe('allowed');
    expect(gateAction({ token: 't', isAgent: 42 })).toBe('allowed');
  });
});

describe('centre access (SPEC §6)', () => {
  it('lets a member with a token into the member centre, not a trial account', () => {
    expect(canEnterMemberCentre({ token: 't', isAgent: 0 })).toBe(true);
    expect(canEnterMemberCentre({ token: 't', isAgent: 4 })).toBe(false);
    expect(canEnterMemberCentre({ token: undefined, isAgent: 0 })).toBe(false);
  });
  it('lets only agents with a token into the agent centre', () => {
    expect(canEnterAgentCentre({ token: 't', isAgent: '2' })).toBe(true);
    expect(canEnterAgentCentre({ token: 't', isAgent: 0 })).toBe(false);
    expect(canEnterAgentCentre({ token: null, isAgent: 1 })).toBe(false);
  });
});

describe('centre refusals (SPEC §6, §8)', () => {
  it('asks a visitor to log in first, for either centre', () => {
    expect(checkCentreAccess('member', { token: null, isAgent: 1 })).toEqual({ allowed: false, action: 'login' });
    expect(checkCentreAccess('agent', { token: null, isAgent: 1 })).toEqual({ allowed: false, action: 'login' });
  });
  it('refuses a trial account the member centre with in_need_true_account', () => {
    expect(checkCentreAccess('member', { token: 't', isAgent: 4 })).toEqual({
      allowed: false,
      messageKey: 'in_need_true_account',
    });
    expect(checkCentreAccess('member', { token: 't', isAgent: 41 })).toEqual({ allowed: true });
  });
  it('refuses a non-agent the agent centre with error_not_agent', () => {
    expect(checkCentreAccess('agent', { token: 't', isAgent: 0 })).toEqual({
      allowed: false,
      messageKey: 'error_not_agent',
    });
    expect(checkCentreAccess('agent', { token: 't', isAgent: '42' })).toEqual({ allowed: true });
  });
});
