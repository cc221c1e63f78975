import { SERVICE_NAMES } from '@tis/contracts';
import { runDeadLetterCommand } from '@tis/nest';

/** Dead letters of every service of the embedded portal: `node services/all-in-one/dist/dead-letters.js list|show|replay|discard` (deploy/README.md). */
process.exitCode = await runDeadLetterCommand(SERVICE_NAMES, process.argv.slice(2));
