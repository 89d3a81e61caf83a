import type { ModuleNode, RegisterRules } from '@lobbykit/api-client';

/** The merchant the sandbox plays (SPEC §3 brand config). */
export const SANDBOX_MERCHANT = 'LOBBYKIT';

/** Which languages the brand offers: the six of SPEC §1, or the spec brand's EN/TY pair; Arabic added for right-to-left. */
export interface LanguageOffer {
  specPair: boolean;
  arabic: boolean;
}

/** The sandbox offers every language the kit ships complete, so QA can see each of them. */
export const seedLanguageOffer: LanguageOffer = { specPair: false, arabic: false };

/** The codes the status call reports for an offer, in picker order. */
export function supportedLanguagesOf(offer: LanguageOffer): string[] {
  const base = offer.specPair ? ['EN', 'TY'] : ['EN', 'CN', 'JA', 'TH', 'VI', 'TY'];
  return offer.arabic ? [...base, 'AR'] : base;
}

/** Brand configuration, without the public key (the sandbox adds its own). */
export const seedBrand = {
  merchantCode: SANDBOX_MERCHANT,
  platform: 'WEB',
  device: 'WEB',
  lotteryType: 'Elott',
  defaultLanguage: 'EN',
  supportedLanguages: supportedLanguagesOf(seedLanguageOffer),
  currency: 'VND',
  chatHeaderColor: '#1f6feb',
};

/** System flags and the visitor's location as the status call reports them. */
export interface SystemFlags {
  maintenance: boolean;
  regionRestriction: boolean;
  location: { ip: string; country: string };
}

/** Normal operation, visitor from a documentation address in Vietnam. */
export const seedSystemFlags: SystemFlags = {
  maintenance: false,
  regionRestriction: false,
  location: { ip: '203.0.113.7', country: 'VN' },
};

const on = (modId: string, childrenNodes: ModuleNode[] = []): ModuleNode => ({ modId, enabled: '1', childrenNodes });

/** The whitelabel module tree with every module id of PLATFORM-FACTS §6.6, all on. */
export const seedModuleTree: ModuleNode[] = [
  on('REG3', [on('USERNAMEREG3', [on('REGMOBVERF3')]), on('MOBILENUMREG3', [on('MOBILENUMPASSREG3')])]),
  on('LOGIN3', [on('MOBILEVERCODELOGIN3'), on('FREEPLAY3'), on('PWDEXPFORCECHANGE3'), on('CHNGPASSVERIF3')]),
  on('AGENTPOLICY3'),
];

const field = (rule: Partial<RegisterRules[string]> & { patternId: number; acceptedPattern: string }) => ({
  enabled: true,
  required: false,
  ...rule,
});

/** Registration rules for every field of PLATFORM-FACTS §6.8. */
export const seedRegisterRules: RegisterRules = {
  username: field({
    required: true,
    acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
    patternId: 1,
    minLength: 6,
    maxLength: 12,
  }),
  password: field({ required: true, acceptedPattern: '^[a-zA-Z0-9]*$', patternId: 4, minLength: 6, maxLength: 20 }),
  payeeName: field({ acceptedPattern: '^[A-Za-z ]*$', patternId: 8, minLength: 2, maxLength: 50 }),
  paymentPassword: field({ enabled: false, acceptedPattern: '^[0-9]*$', patternId: 6, minLength: 6, maxLength: 6 }),
  qqNum: field({ enabled: false, acceptedPattern: '^[0-9]*$', patternId: 6, minLength: 5, maxLength: 12 }),
  line: field({ enabled: false, acceptedPattern: '*', patternId: 0, minLength: 1, maxLength: 50 }),
  whatsapp: field({ acceptedPattern: '^[0-9]*$', patternId: 6, minLength: 8, maxLength: 15 }),
  facebook: field({ enabled: false, acceptedPattern: '*', patternId: 0, minLength: 1, maxLength: 50 }),
  wechat: field({ enabled: false, acceptedPattern: '*', patternId: 0, minLength: 1, maxLength: 50 }),
  idNumber: field({ enabled: false, acceptedPattern: '^[a-zA-Z0-9]*$', patternId: 14, minLength: 6, maxLength: 20 }),
  email: field({ acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', patternId: 3, minLength: 5, maxLength: 60 }),
  mobileNum: field({ required: true, acceptedPattern: '^[0-9]*$', patternId: 6, minLength: 9, maxLength: 11 }),
  affiliateCode: field({ acceptedPattern: '^[a-zA-Z0-9]*$', patternId: 14, minLength: 4, maxLength: 12 }),
  captcha: field({ required: false, acceptedPattern: '*', patternId: 0, minLength: 4, maxLength: 4 }),
  recommenderId: field({ enabled: false, acceptedPattern: '*', patternId: 0, minLength: 1, maxLength: 20 }),
};
