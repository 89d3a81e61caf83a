import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

// Inside the workspace, packages resolve each other's TypeScript sources (the "@lobbykit/source"
// export condition), so tests, Storybook and the site never wait for a build. Published
// consumers never see that condition and get dist/.
export const SOURCE_CONDITION = '@lobbykit/source';

export const sourceResolve: Pick<UserConfig, 'resolve' | 'ssr'> = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions], externalConditions: [SOURCE_CONDITION] },
  },
};
