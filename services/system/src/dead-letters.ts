import { runDeadLetterCommand } from '@tis/nest';

/** Dead letters of the system service's consumers: `node services/system/dist/dead-letters.js list|show|replay|discard` (deploy/README.md). */
process.exitCode = await runDeadLetterCommand(['system'], process.argv.slice(2));
