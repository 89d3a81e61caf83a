// The domain's public surface, by topic; each file names what it exports from which module.
export * from './exports/accounts';
export * from './exports/agents';
export * from './exports/money';
export * from './exports/play';
export * from './exports/site';
