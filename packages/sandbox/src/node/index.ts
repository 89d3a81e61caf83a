export { type SandboxServer, type SandboxServerOptions, startSandboxServer } from './server';
export { createSqliteStore } from './sqlite-store';
