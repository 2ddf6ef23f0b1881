// A pause in the shell's evaluation (main.tsx says why).
import { nextTask } from './nextTask';

await nextTask();
