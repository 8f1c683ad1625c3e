import { runOperatorCommand } from './run-operator-command.ts';
import { runRestore } from './run-restore.ts';

// `npm run restore -- <file> [--force]`: see run-restore.ts.
runOperatorCommand(runRestore);
