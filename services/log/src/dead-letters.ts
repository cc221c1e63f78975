import { runDeadLetterCommand } from '@tis/nest';

/** Dead letters of the log service's consumers: `node services/log/dist/dead-letters.js list|show|replay|discard` (deploy/README.md). */
process.exitCode = await runDeadLetterCommand(['log'], process.argv.slice(2));
