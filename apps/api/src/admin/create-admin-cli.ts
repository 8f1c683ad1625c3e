import { runCreateAdmin } from './run-create-admin.ts';
import { runOperatorCommand } from './run-operator-command.ts';

// `npm run create-admin -- --email …`: see run-create-admin.ts for what it accepts.
runOperatorCommand(runCreateAdmin);
