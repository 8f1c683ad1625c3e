import { runOperatorCommand } from './run-operator-command.ts';
import { runBackup } from './run-backup.ts';

// `npm run backup -- --out <file>`: see run-backup.ts.
runOperatorCommand(runBackup);
