/**
 * A refusal or failure the person running the command can act on: main prints its message alone, without a stack,
 * and exits with code 1.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}
