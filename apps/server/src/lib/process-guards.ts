// The last safety net under the real fixes (decision 099): a lost database connection that still reaches
// the process as an unhandled rejection or an uncaught 'error' event is logged and the process carries on,
// since the pool replaces the connection and the next request or job run succeeds. Anything else still
// ends the process, as node would, after its line is logged.
import { isDatabaseUnavailable } from './database-errors.js';

type GuardLog = {
  error: (o: object, m: string) => void;
  fatal: (o: object, m: string) => void;
};

/** What the process does with a failure nothing caught: 'kept' for a lost database connection, else it exits. */
export function onStrayFailure(
  error: unknown,
  kind: 'unhandled rejection' | 'uncaught exception',
  log: GuardLog,
  exit: (code: number) => void,
): 'kept' | 'exited' {
  if (isDatabaseUnavailable(error)) {
    log.error({ err: error }, `${kind} from a lost database connection; the process carries on`);
    return 'kept';
  }
  log.fatal({ err: error }, `${kind}; the process ends`);
  exit(1);
  return 'exited';
}

/** Installs the net for the server process (server.ts); tests call onStrayFailure directly. */
export function installProcessGuards(log: GuardLog): void {
  const exit = (code: number) => process.exit(code);
  process.on('unhandledRejection', (reason) => onStrayFailure(reason, 'unhandled rejection', log, exit));
  process.on('uncaughtException', (error) => onStrayFailure(error, 'uncaught exception', log, exit));
}
