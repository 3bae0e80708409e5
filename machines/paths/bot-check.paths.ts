import type { AnyEventObject } from 'xstate';
import type { TBotCheckChallenge } from '../../contracts/schemas/bot-check';

/**
 * Events with payloads for the bot check's generated paths (machines/index.ts): the challenge the
 * gateway answers, the solution found, and the failures of either. Sample data only.
 */

export const botCheckPathChallenge: TBotCheckChallenge = {
  algorithm: 'SHA-256',
  challenge: 'a'.repeat(64),
  salt: 'sample-salt?expires=1900000000',
  maxNumber: 20_000,
  signature: 'b'.repeat(64),
};

export const botCheckPathSolution = 'eyJudW1iZXIiOjQyfQ==';

export const botCheckPathEvents: readonly AnyEventObject[] = [
  { type: 'BOT_CHECK.CHECK' },
  { type: 'BOT_CHECK.SPENT' },
  { type: 'xstate.done.actor.fetchChallenge', output: botCheckPathChallenge },
  { type: 'xstate.error.actor.fetchChallenge', error: 'HTTP 500' },
  { type: 'xstate.done.actor.solveChallenge', output: botCheckPathSolution },
  { type: 'xstate.error.actor.solveChallenge', error: 'The bot-check challenge has no solution in its range.' },
];
