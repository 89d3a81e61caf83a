// The feedback dialog, a chunk of its own that loads when the player first opens it.
export { FeedbackDialog as default } from '@lobbykit/ui';
