export { RealTimeSalaryPage as default } from '@lobbykit/ui';
