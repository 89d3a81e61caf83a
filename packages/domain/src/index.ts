export { resolveSystemStatus, SYSTEM_STATUS, type SystemStatus } from './system-status';
