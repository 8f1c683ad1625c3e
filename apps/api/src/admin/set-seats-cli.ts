import { runOperatorCommand } from './run-operator-command.ts';
import { runSetSeats } from './run-set-seats.ts';

// `npm run seats -- --organization-id 1 --seats 40`: see run-set-seats.ts for what it accepts.
runOperatorCommand(runSetSeats);
